import { Anchor, Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { type AdminOrderSummary, malls, orderStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { type MallOrderListParams, useMallOrders } from '../api/mall-orders';
import { PagedTable } from '@/components/paged-table';
import type { ListScreenProps } from './list-screen-props';
import { ChoiceFilter, TypedFilter, readChoice, readText } from './mall-list-filters';
import { OrderStatusBadge, useMallPrice } from './mall-status';

/** The list's filters from the address (useListSearch); anything it does not know is left out. */
export const readMallOrderFilters = (search: URLSearchParams): Omit<MallOrderListParams, 'page'> => ({
  status: readChoice(search, 'status', orderStatuses),
  mall: readChoice(search, 'mall', malls),
  member: readText(search, 'member'),
  order_no: readText(search, 'order_no'),
  from: readText(search, 'from'),
  to: readText(search, 'to'),
});

/** Every order of both malls, newest first, with filters; a row opens the order. */
export function MallOrderList({ params, onParamsChange }: ListScreenProps<MallOrderListParams>) {
  const { t, i18n } = useTranslation('admin-mall');
  const orders = useMallOrders(params);
  const price = useMallPrice();
  const filter = (next: Partial<MallOrderListParams>) => onParamsChange({ ...params, ...next, page: 1 });

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
      <Group gap="sm" align="flex-end">
        <TypedFilter
          label={t('order.number')}
          value={params.order_no}
          onChange={(order_no) => filter({ order_no })}
          inputMode="numeric"
          testId="admin-mall-order-no-filter"
        />
        <TypedFilter
          label={t('order.member')}
          value={params.member}
          onChange={(member) => filter({ member })}
          testId="admin-mall-order-member-filter"
        />
        <ChoiceFilter
          label={t('order.status')}
          placeholder={t('filters.all')}
          value={params.status}
          options={orderStatuses.map((value) => ({ value, label: t(`orderStatus.${value}`) }))}
          onChange={(status) => filter({ status })}
          testId="admin-mall-order-status-filter"
        />
        <ChoiceFilter
          label={t('order.mall')}
          placeholder={t('filters.all')}
          value={params.mall}
          options={malls.map((value) => ({ value, label: t(`mall.${value}`) }))}
          onChange={(mall) => filter({ mall })}
          testId="admin-mall-order-mall-filter"
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={params.from ?? ''}
          onChange={(event) => filter({ from: event.currentTarget.value || undefined })}
          data-testid="admin-mall-order-from"
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={params.to ?? ''}
          onChange={(event) => filter({ to: event.currentTarget.value || undefined })}
          data-testid="admin-mall-order-to"
        />
      </Group>
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
