import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useBankInfo } from '@/features/wallet/api/get-bank-info';
import { SetBankForm } from '@/features/wallet/components/set-bank-form';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/** /web/withdraw_info/setBank: the bank account withdrawals to bank go to. */
export default function SetBankPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const payout = useBankInfo();
  return (
    <Stack gap="md">
      <PageHeader title={t('setBank.title')} backTo={paths.member.withdraw} />
      {payout.isError ? (
        <LoadError error={payout.error} onRetry={() => void payout.refetch()} />
      ) : !payout.data ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="md" p="md">
          <SetBankForm payout={payout.data} onDone={() => navigate(paths.member.withdraw)} />
        </Paper>
      )}
    </Stack>
  );
}
