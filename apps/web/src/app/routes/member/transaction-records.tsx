import { Stack } from '@mantine/core';
import { type WalletName, walletNames } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { TransferHistory } from '@/features/wallet/components/transfer-record-list';
import { WalletRecordList, recordTypeFilters } from '@/features/wallet/components/wallet-record-list';
import { paths } from '@/config/paths';

const isWalletName = (value: string | null): value is WalletName => walletNames.some((name) => name === value);
const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);
const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * /web/transaction/transaction: every movement of one wallet (type and day filters, pages, CSV export),
 * or the transfers (day filter, pages, CSV export).
 * The filters live in the address so a refresh or a shared link shows the same list.
 */
export default function TransactionRecordsPage() {
  const { t } = useTranslation('wallet');
  const { search, setSearch, ...tabs } = useUrlTabs({
    wallet: t('records.walletTab'),
    transfers: t('records.transfersTab'),
  });
  const walletParam = search.get('wallet');
  const wallet = isWalletName(walletParam) ? walletParam : 'point1';
  const type = recordTypeFilters.find((value) => value === search.get('type')) ?? null;
  const page = pageOf(search.get('page'));
  const from = dayOf(search.get('from'));
  const to = dayOf(search.get('to'));

  const update = (next: Record<string, string | null>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    setSearch(params, { replace: true });
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('records.title')} backTo={paths.member.wallet} />
      <TabSwitch tabs={tabs} testId="records-tabs" />
      {tabs.tab === 'transfers' ? (
        <TransferHistory
          range={{ from, to }}
          page={page}
          onChange={(next) =>
            update({ tab: 'transfers', ...next.range, page: next.page > 1 ? String(next.page) : null })
          }
        />
      ) : (
        <WalletRecordList
          filter={{ wallet, type, from, to }}
          page={page}
          onChange={(next) =>
            update({
              wallet: next.wallet === 'point1' ? null : next.wallet,
              type: next.type,
              from: next.from,
              to: next.to,
              page: next.page > 1 ? String(next.page) : null,
            })
          }
        />
      )}
    </Stack>
  );
}
