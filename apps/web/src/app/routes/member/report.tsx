import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { openLoginModal } from '@/features/auth/modals';
import { FinanceReport } from '@/features/wallet/components/finance-report';
import { useMemberToken } from '@/lib/session';
import { LoginRequired } from './shell/login-required';

/** /web/report: open to visitors in the route table (spec section 2), so it asks them to log in itself. */
export default function ReportPage() {
  const { t } = useTranslation('wallet');
  const token = useMemberToken();
  return (
    <Stack gap="md">
      <PageHeader title={t('report.title')} />
      {token === null ? <LoginRequired onLogin={openLoginModal} /> : <FinanceReport />}
    </Stack>
  );
}
