import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useBankInfo } from '@/features/wallet/api/get-bank-info';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { useWithdrawRules } from '@/features/wallet/api/get-withdraw-rules';
import { WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { WithdrawalHistory } from '@/features/wallet/components/withdrawal-list';
import { allDays } from '@/features/wallet/record-days';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/** /web/withdraw_info/withdraw, behind the guard in withdraw-info.tsx (secondary password, KYC). */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const rules = useWithdrawRules();
  const payout = useBankInfo();
  const [history, setHistory] = useState({ range: allDays, page: 1 });
  const failed = [wallet, rules, payout].find((query) => query.isError);

  return (
    <Stack gap="md">
      <PageHeader title={t('withdraw.title')} backTo={paths.member.wallet} />
      <Group gap="md">
        <Anchor component={Link} to={paths.member.setCoin} size="sm" data-testid="withdraw-link-set-coin">
          {t('setCoin.title')}
        </Anchor>
        <Anchor component={Link} to={paths.member.setBank} size="sm" data-testid="withdraw-link-set-bank">
          {t('setBank.title')}
        </Anchor>
      </Group>
      {failed ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !wallet.data || !rules.data || !payout.data ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="md" p="md">
          <WithdrawForm wallet={wallet.data} rules={rules.data} payout={payout.data} />
        </Paper>
      )}
      <Title order={3} size="h5">
        {t('withdraw.history')}
      </Title>
      <WithdrawalHistory {...history} onChange={setHistory} />
    </Stack>
  );
}
