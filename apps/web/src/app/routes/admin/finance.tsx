import { Tabs } from '@mantine/core';
import {
  type DepositStatus,
  type QueueSearch,
  type WithdrawalStatus,
  adjustmentStatuses,
  queueSearchFields,
} from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '@/features/admin/api/get-me';
import { ChainDepositQueue, chainDepositQueueStatuses } from '@/features/admin/components/chain-deposit-queue';
import { FinanceAdjustments } from '@/features/admin/components/finance-adjustments';
import { FinanceDeposits } from '@/features/admin/components/finance-deposits';
import { FinanceLiabilities } from '@/features/admin/components/finance-liabilities';
import { FinanceWithdrawals } from '@/features/admin/components/finance-withdrawals';
import { FiatPayees } from '@/features/admin/components/fiat-payees';
import { searchOf } from '@/features/admin/components/queue-search-bar';
import { PageTitle } from './page-title';
import { pageFrom } from './use-list-search';

const queueSearchKeys = Object.keys(queueSearchFields) as Array<keyof QueueSearch>;
const depositStatuses: readonly DepositStatus[] = ['pending', 'approved', 'rejected'];
const withdrawalStatuses: readonly WithdrawalStatus[] = ['pending', 'approved', 'paid', 'rejected', 'cancelled'];

/** The finance desk; the tab, status, search and page live in the address so a reload keeps them. */
export default function AdminFinancePage() {
  const { t } = useTranslation('admin-finance');
  const [search, setSearch] = useSearchParams();
  const canAdjust = useCan('finance.adjustments');
  const canReport = useCan('finance.reports');
  const canSetPayees = useCan('finance.deposits');
  const { t: tAdmin } = useTranslation('admin');
  const requested = search.get('tab');
  const tab =
    requested === 'withdrawals' ||
    requested === 'chain-deposits' ||
    (requested === 'adjustments' && canAdjust) ||
    (requested === 'liabilities' && canReport) ||
    (requested === 'payees' && canSetPayees)
      ? requested
      : 'deposits';
  const status = search.get('status') ?? 'pending';
  const page = pageFrom(search);
  const searched = searchOf(Object.fromEntries(queueSearchKeys.map((key) => [key, search.get(key) ?? ''])));
  // A status another tab knows but this one does not falls back to the work waiting.
  const queue = <S extends string>(statuses: readonly S[], waiting = 'pending' as S) => ({
    status: statuses.includes(status as S) ? (status as S) : waiting,
    page,
    ...searched,
  });

  const go = (next: { tab: string; status: string; page: number } & QueueSearch) => {
    const query = new URLSearchParams();
    if (next.tab !== 'deposits') query.set('tab', next.tab);
    if (next.status !== 'pending') query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    for (const [key, value] of Object.entries(searchOf(next))) query.set(key, value);
    setSearch(query, { replace: true });
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => go({ tab: value ?? 'deposits', status: 'pending', page: 1 })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="deposits" data-testid="admin-finance-tab-deposits">
            {t('deposits')}
          </Tabs.Tab>
          <Tabs.Tab value="chain-deposits" data-testid="admin-finance-tab-chain-deposits">
            {t('chainDeposits')}
          </Tabs.Tab>
          <Tabs.Tab value="withdrawals" data-testid="admin-finance-tab-withdrawals">
            {t('withdrawals')}
          </Tabs.Tab>
          {canAdjust ? (
            <Tabs.Tab value="adjustments" data-testid="admin-finance-tab-adjustments">
              {t('adjustments')}
            </Tabs.Tab>
          ) : null}
          {canReport ? (
            <Tabs.Tab value="liabilities" data-testid="admin-finance-tab-liabilities">
              {t('liabilities')}
            </Tabs.Tab>
          ) : null}
          {canSetPayees ? (
            <Tabs.Tab value="payees" data-testid="admin-finance-tab-payees">
              {tAdmin('fiatPayees.tab')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="deposits">
          <FinanceDeposits params={queue(depositStatuses)} onParamsChange={(p) => go({ tab: 'deposits', ...p })} />
        </Tabs.Panel>
        <Tabs.Panel value="chain-deposits">
          <ChainDepositQueue
            params={queue(chainDepositQueueStatuses, 'unmatched')}
            onParamsChange={(p) => go({ tab: 'chain-deposits', ...p })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals">
          <FinanceWithdrawals
            params={queue(withdrawalStatuses)}
            onParamsChange={(p) => go({ tab: 'withdrawals', ...p })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="adjustments">
          <FinanceAdjustments
            params={queue(adjustmentStatuses)}
            onParamsChange={(p) => go({ tab: 'adjustments', ...p })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="liabilities">
          <FinanceLiabilities />
        </Tabs.Panel>
        <Tabs.Panel value="payees">
          <FiatPayees />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
