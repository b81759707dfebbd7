import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useBankInfo } from '@/features/wallet/api/get-bank-info';
import { SetCoinForm } from '@/features/wallet/components/set-coin-form';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/** /web/withdraw_info/setCoin: bind the BEP-20 address crypto withdrawals go to. */
export default function SetCoinPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const payout = useBankInfo();
  return (
    <Stack gap="md">
      <PageHeader title={t('setCoin.title')} backTo={paths.member.withdraw} />
      {payout.isError ? (
        <LoadError error={payout.error} onRetry={() => void payout.refetch()} />
      ) : !payout.data ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="md" p="md">
          <SetCoinForm payout={payout.data} onDone={() => navigate(paths.member.withdraw)} />
        </Paper>
      )}
    </Stack>
  );
}
