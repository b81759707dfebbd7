import { Stack } from '@mantine/core';
import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/mall/components/order-list';

/** The status tabs of My orders: all, then where an order waits on someone, then how it ended. */
const tabStatuses = ['all', 'pending', 'processing', 'shipped', 'received', 'cancelled'] as const;
type OrderTab = (typeof tabStatuses)[number];

/** /web/mallOrders: the member's orders by status (`?tab=`), newest first. */
export default function MallOrdersPage() {
  const { t } = useTranslation('mall');
  const tabs = useUrlTabs<OrderTab>(
    Object.fromEntries(tabStatuses.map((tab) => [tab, tab === 'all' ? t('orders.all') : t(`status.${tab}`)])) as Record<
      OrderTab,
      string
    >,
  );
  const page = Math.max(1, Number(tabs.search.get('page')) || 1);
  const status: OrderStatus | null = tabs.tab === 'all' ? null : tabs.tab;
  return (
    <Stack gap="sm">
      <PageHeader title={t('orders.title')} backTo={paths.member.mall} />
      <TabSwitch tabs={tabs} testId="mall-order-tabs" />
      <OrderList
        status={status}
        page={page}
        onPageChange={(next) =>
          tabs.setSearch({
            ...(tabs.tab === 'all' ? {} : { tab: tabs.tab }),
            ...(next > 1 ? { page: String(next) } : {}),
          })
        }
      />
    </Stack>
  );
}
