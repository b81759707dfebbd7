import { Button, ScrollArea, Stack, Tabs } from '@mantine/core';
import { type OrderStatus, type Store, orderStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { paths } from '@/config/paths';
import { useMyStore } from '@/features/stores/api/my-store';
import { StoreApplyForm } from '@/features/stores/components/store-apply-form';
import { StoreCard } from '@/features/stores/components/store-card';
import { StoreOrderList } from '@/features/stores/components/store-order-list';
import { StoreProductList } from '@/features/stores/components/store-product-list';

/** The order tabs: all, or one status, in the order of the journey (the mall's). */
const orderFilters = ['all', ...orderStatuses] as const;

/**
 * /web/store: "My store". A member who never applied (or was refused) sees the application form; a
 * pending application shows its state; an approved store has its products and its orders (`?tab=`).
 */
export default function StorePage() {
  const { t } = useTranslation('stores');
  const store = useMyStore();
  return (
    <Stack gap="sm">
      <PageHeader title={t('title')} backTo={paths.member.profile} />
      <QueryState query={store}>{(mine) => <StoreBody store={mine} />}</QueryState>
    </Stack>
  );
}

function StoreBody({ store }: { store: Store | null }) {
  if (store === null) return <StoreApplyForm />;
  if (store.status === 'approved') return <StoreDesk store={store} />;
  return (
    <>
      <StoreCard store={store} />
      {store.status === 'rejected' ? <StoreApplyForm /> : null}
    </>
  );
}

function StoreDesk({ store }: { store: Store }) {
  const { t } = useTranslation(['stores', 'mall']);
  const tabs = useUrlTabs({ products: t('tabs.products'), orders: t('tabs.orders') });
  const page = Math.max(1, Number(tabs.search.get('page')) || 1);
  const status = orderStatuses.find((known) => known === tabs.search.get('status')) ?? null;
  // A page number belongs to its list and filter; changing the filter starts again at page one.
  const show = (nextStatus: OrderStatus | null, nextPage: number) =>
    tabs.setSearch({
      ...(tabs.tab === 'products' ? {} : { tab: tabs.tab }),
      ...(nextStatus ? { status: nextStatus } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  return (
    <Stack gap="sm">
      <StoreCard store={store} />
      <TabSwitch tabs={tabs} testId="store-tabs" />
      {tabs.tab === 'products' ? (
        <>
          <Button component={Link} to={paths.member.newStoreProduct} data-testid="store-new-product">
            {t('products.new')}
          </Button>
          <StoreProductList page={page} onPageChange={(next) => show(status, next)} />
        </>
      ) : (
        <>
          <ScrollArea type="never" data-testid="store-order-tabs">
            <Tabs
              variant="pills"
              value={status ?? 'all'}
              onChange={(next) => show(orderStatuses.find((known) => known === next) ?? null, 1)}
            >
              <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label={t('orders.filter')}>
                {orderFilters.map((value) => (
                  <Tabs.Tab key={value} value={value} data-testid={`store-order-tab-${value}`}>
                    {value === 'all' ? t('orders.all') : t(`mall:status.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </ScrollArea>
          <StoreOrderList status={status} page={page} onPageChange={(next) => show(status, next)} />
        </>
      )}
    </Stack>
  );
}
