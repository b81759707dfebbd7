import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { FaqList } from '@/features/help/components/faq-list';
import { useHelpValues } from '@/features/help/use-help-values';
import { paths } from '@/config/paths';

/** /web/sessions/faq: questions members ask, answered with the platform's current fees and limits. */
export default function FaqPage() {
  const { t } = useTranslation('help');
  const values = useHelpValues();
  return (
    <>
      <PageHeader title={t('faq.title')} backTo={paths.member.sessions} />
      <Text size="sm" c="dimmed" mb="md">
        {t('faq.intro')}
      </Text>
      <QueryState query={values}>{(data) => <FaqList values={data} />}</QueryState>
    </>
  );
}
