import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TermsOfService } from '@/components/legal-text';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export default function TncPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('termsOfService')} backTo={paths.member.sessions} />
      <Paper withBorder radius="md" p="md">
        <TermsOfService withTitle={false} />
      </Paper>
    </>
  );
}
