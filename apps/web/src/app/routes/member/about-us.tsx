import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AboutUs } from '@/components/legal-text';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export default function AboutUsPage() {
  const { t } = useTranslation('member');
  return (
    <>
      <PageHeader title={t('profile.aboutUs')} backTo={paths.member.sessions} />
      <Paper withBorder radius="md" p="md">
        <AboutUs withTitle={false} />
      </Paper>
    </>
  );
}
