import { Anchor, Stack, Text } from '@mantine/core';
import { type AdminStore, storeStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { type StoreListParams, useAdminStores } from '../api/stores';
import { PagedTable } from '@/components/paged-table';
import type { ListScreenProps } from './list-screen-props';
import { ChoiceFilter, readChoice } from './mall-list-filters';
import { StoreStatusBadge } from './stores-status';

/** The list's status filter from the address; none shows every store and application. */
export const readStoreListFilters = (search: URLSearchParams): Omit<StoreListParams, 'page'> => ({
  status: readChoice(search, 'status', storeStatuses),
});

/** Every store and application, newest first, filtered by status; a row opens the store. */
export function StoresList({ params, onParamsChange }: ListScreenProps<StoreListParams>) {
  const { t, i18n } = useTranslation('admin-stores');
  const stores = useAdminStores(params);
  const columns: DataColumn<AdminStore>[] = [
    {
      key: 'shop',
      header: t('shopName'),
      cell: (store) => (
        <>
          <Anchor component={Link} to={paths.admin.store(store.id)} fw={600} size="sm" data-testid="admin-store-link">
            {store.shop_name}
          </Anchor>
          <Text size="xs" c="dimmed" truncate maw={220}>
            {store.category}
          </Text>
        </>
      ),
    },
    { key: 'member', header: t('member'), cell: (store) => store.member_username },
    {
      key: 'code',
      header: t('businessCode'),
      visibleFrom: 'md',
      style: { fontFamily: 'monospace' },
      cell: (store) => store.business_code,
    },
    { key: 'status', header: t('status'), cell: (store) => <StoreStatusBadge status={store.status} /> },
    {
      key: 'created',
      header: t('createdAt'),
      visibleFrom: 'sm',
      cell: (store) => formatDateTime(store.created_at, i18n.language),
    },
  ];
  return (
    <Stack gap="md">
      <ChoiceFilter
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        options={storeStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        onChange={(status) => onParamsChange({ ...params, status, page: 1 })}
        testId="admin-stores-status-filter"
      />
      <PagedTable
        query={stores}
        columns={columns}
        emptyText={t('listEmpty')}
        testId="admin-stores"
        tableTestId="admin-stores-table"
        rowTestId="admin-store-row"
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
    </Stack>
  );
}
