import { Alert, Anchor, Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { walletNames } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { SwapForm } from '@/features/wallet/components/swap-form';
import { TransferForm } from '@/features/wallet/components/transfer-form';
import { WalletCards } from '@/features/wallet/components/wallet-cards';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

type Action = 'transfer' | 'swap';

/** Transfers and swaps need the secondary password; without one the member sets it first. */
function NeedsSecPassword() {
  const { t } = useTranslation('wallet');
  return (
    <Alert color="yellow" variant="light" data-testid="wallet-needs-sec-password">
      {t('needsSecPassword')}{' '}
      <Anchor component={Link} to={paths.member.setSecPassword} size="sm">
        {t('setSecPassword')}
      </Anchor>
    </Alert>
  );
}

/**
 * /web/wallet: the five wallets and what to do with them. Transfer and swap open in place
 * (?action=transfer|swap) so the back button returns to the balances.
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useSearchParams();
  const action = (['transfer', 'swap'] as const).find((value) => value === search.get('action')) as Action | undefined;
  const wallet = useWallet();
  const memberInfo = useMemberInfo();
  const hasSecPassword = memberInfo.data ? memberInfo.data.password2 !== null : true;

  if (wallet.isPending) return <PageLoader />;
  if (wallet.isError) return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const info = wallet.data;

  if (action) {
    const close = () => setSearch({}, { replace: true });
    return (
      <Stack gap="md">
        <PageHeader title={t(`${action}.title`)} backTo={paths.member.wallet} />
        {hasSecPassword ? null : <NeedsSecPassword />}
        <Paper withBorder radius="md" p="md">
          {action === 'transfer' ? (
            <TransferForm wallet={info} onDone={close} />
          ) : (
            <SwapForm wallet={info} onDone={close} />
          )}
        </Paper>
      </Stack>
    );
  }

  const ordered = walletNames.map((name) => info.wallets.find((w) => w.wallet === name)).filter((w) => w !== undefined);

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" data-testid="wallet-actions">
        <Button variant="light" onClick={() => setSearch({ action: 'transfer' })} data-testid="wallet-action-transfer">
          {t('actions.transfer')}
        </Button>
        <Button variant="light" onClick={() => setSearch({ action: 'swap' })} data-testid="wallet-action-swap">
          {t('actions.swap')}
        </Button>
        <Button variant="light" component={Link} to={paths.member.deposit} data-testid="wallet-action-deposit">
          {t('actions.deposit')}
        </Button>
        <Button variant="light" component={Link} to={paths.member.withdraw} data-testid="wallet-action-withdraw">
          {t('actions.withdraw')}
        </Button>
        <Button
          variant="light"
          component={Link}
          to={paths.member.transactionRecords}
          data-testid="wallet-action-records"
          style={{ gridColumn: '1 / -1' }}
        >
          {t('actions.records')}
        </Button>
      </SimpleGrid>
      <WalletCards wallets={ordered} />
    </Stack>
  );
}
