import { Button, SimpleGrid, Stack } from '@mantine/core';
import { walletNames } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { SecPasswordTask } from '@/features/member/components/sec-password-task';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { SwapForm } from '@/features/wallet/components/swap-form';
import { TransferForm } from '@/features/wallet/components/transfer-form';
import { WalletCards } from '@/features/wallet/components/wallet-cards';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

type Action = 'transfer' | 'swap';

/**
 * /web/wallet: the five wallets and what to do with them. Transfer and swap open in place
 * (?action=transfer|swap) so the back button returns to the balances.
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useSearchParams();
  const action = (['transfer', 'swap'] as const).find((value) => value === search.get('action')) as Action | undefined;
  const wallet = useWallet();

  if (wallet.isPending) return <PageLoader />;
  if (wallet.isError) return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const info = wallet.data;

  if (action) {
    const close = () => setSearch({}, { replace: true });
    return (
      <SecPasswordTask title={t(`${action}.title`)} backTo={paths.member.wallet} namespace="wallet">
        {action === 'transfer' ? (
          <TransferForm wallet={info} onDone={close} />
        ) : (
          <SwapForm wallet={info} onDone={close} />
        )}
      </SecPasswordTask>
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
