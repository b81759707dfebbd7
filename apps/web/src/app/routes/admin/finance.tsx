import { Tabs } from '@mantine/core';
import type { DepositStatus, WithdrawalStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FinanceDeposits } from '@/features/admin/components/finance-deposits';
import { FinanceWithdrawals } from '@/features/admin/components/finance-withdrawals';
import { PageTitle } from './page-title';

const depositStatuses: readonly DepositStatus[] = ['pending', 'approved', 'rejected'];
const withdrawalStatuses: readonly WithdrawalStatus[] = ['pending', 'approved', 'paid', 'rejected', 'cancelled'];

/** The finance desk; the tab, status and page live in the address so a reload keeps them. */
export default function AdminFinancePage() {
  const { t } = useTranslation('admin-finance');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const status = search.get('status') ?? 'pending';
  const page = Math.max(1, Number(search.get('page')) || 1);

  const go = (next: { tab: string; status: string; page: number }) => {
    const query = new URLSearchParams();
    if (next.tab !== 'deposits') query.set('tab', next.tab);
    if (next.status !== 'pending') query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
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
          <Tabs.Tab value="withdrawals" data-testid="admin-finance-tab-withdrawals">
            {t('withdrawals')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="deposits">
          <FinanceDeposits
            params={{
              status: (depositStatuses as readonly string[]).includes(status) ? (status as DepositStatus) : 'pending',
              page,
            }}
            onParamsChange={(p) => go({ tab: 'deposits', ...p })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals">
          <FinanceWithdrawals
            params={{
              status: (withdrawalStatuses as readonly string[]).includes(status)
                ? (status as WithdrawalStatus)
                : 'pending',
              page,
            }}
            onParamsChange={(p) => go({ tab: 'withdrawals', ...p })}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
