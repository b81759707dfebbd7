import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type AdminOrderSummary, malls, orderStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { type MallOrderListParams, useMallOrders } from '../api/mall-orders';
import { PagedTable } from '@/components/paged-table';
import type { ListScreenProps } from './list-screen-props';
import { type ListFilter, ListFilters, readChoice, readText } from './mall-list-filters';
import { OrderStatusBadge, useMallPrice } from './mall-status';

/** The list's filters from the address (useListSearch); anything it does not know is left out. */
export const readMallOrderFilters = (search: URLSearchParams): Omit<MallOrderListParams, 'page'> => ({
  status: readChoice(search, 'status', orderStatuses),
  mall: readChoice(search, 'mall', malls),
  member: readText(search, 'member'),
  order_no: readText(search, 'order_no'),
  from: readText(search, 'from'),
  to: readText(search, 'to'),
  store: readText(search, 'store'),
});

/** Every order of both malls, newest first, with filters; a row opens the order. */
export function MallOrderList({ params, onParamsChange }: ListScreenProps<MallOrderListParams>) {
  const { t, i18n } = useTranslation('admin-mall');
  const orders = useMallOrders(params);
  const price = useMallPrice();
  const filter = (next: Partial<MallOrderListParams>) => onParamsChange({ ...params, ...next, page: 1 });

  const filters: ListFilter<MallOrderListParams>[] = [
    {
      kind: 'text',
      name: 'order_no',
      label: t('order.number'),
      inputMode: 'numeric',
      testId: 'admin-mall-order-no-filter',
    },
    { kind: 'text', name: 'member', label: t('order.member'), testId: 'admin-mall-order-member-filter' },
    {
      kind: 'choice',
      name: 'status',
      label: t('order.status'),
      options: orderStatuses.map((value) => ({ value, label: t(`orderStatus.${value}`) })),
      testId: 'admin-mall-order-status-filter',
    },
    {
      kind: 'choice',
      name: 'mall',
      label: t('order.mall'),
      options: malls.map((value) => ({ value, label: t(`mall.${value}`) })),
      testId: 'admin-mall-order-mall-filter',
    },
    { kind: 'date', name: 'from', label: t('filters.from'), testId: 'admin-mall-order-from' },
    { kind: 'date', name: 'to', label: t('filters.to'), testId: 'admin-mall-order-to' },
    {
      kind: 'text',
      name: 'store',
      label: t('filters.store'),
      inputMode: 'numeric',
      testId: 'admin-mall-order-store-filter',
    },
  ];
  const columns: DataColumn<AdminOrderSummary>[] = [
    {
      key: 'order',
      header: t('order.number'),
      cell: (order) => (
        <>
          <Anchor
            component={Link}
            to={paths.admin.mallOrder(order.id)}
            fw={600}
            size="sm"
            data-testid="admin-mall-order-link"
          >
            #{order.id}
          </Anchor>
          <Text size="xs" c="dimmed" truncate maw={260}>
            {order.first_title}
            {order.item_count > 1 ? ` ${t('order.andMore', { count: order.item_count - 1 })}` : ''}
          </Text>
        </>
      ),
    },
    { key: 'member', header: t('order.member'), cell: (order) => order.member_username },
    { key: 'mall', header: t('order.mall'), visibleFrom: 'md', cell: (order) => t(`mall.${order.mall}`) },
    {
      key: 'delivery',
      header: t('order.delivery'),
      visibleFrom: 'lg',
      cell: (order) => t(`delivery.${order.delivery}`),
    },
    { key: 'total', header: t('order.total'), align: 'right', cell: (order) => price(order.total, order.mall) },
    {
      key: 'status',
      header: t('order.status'),
      cell: (order) => (
        <Group gap={4} wrap="nowrap">
          <OrderStatusBadge status={order.status} />
          {order.has_open_request ? (
            <Badge color="red" variant="dot" size="sm">
              {t('order.openRequest')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'created',
      header: t('order.createdAt'),
      visibleFrom: 'md',
      cell: (order) => formatDateTime(order.created_at, i18n.language),
    },
  ];

  return (
    <Stack gap="md">
      <ListFilters params={params} filters={filters} anyLabel={t('filters.all')} onChange={filter} />
      <PagedTable
        query={orders}
        columns={columns}
        emptyText={t('order.empty')}
        testId="admin-mall-orders"
        tableTestId="admin-mall-orders-table"
        rowTestId="admin-mall-order-row"
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
    </Stack>
  );
}
