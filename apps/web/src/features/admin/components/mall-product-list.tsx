import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type AdminProductSummary, mallVisibilities, malls } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { visibilityColors } from '@/lib/status-colors';
import { useCategoryName, useMallCategories, useMallCategoryOptions } from '../api/mall-categories';
import { type MallProductListParams, useMallProducts, useSetMallProductStatus } from '../api/mall-products';
import { PagedTable } from '@/components/paged-table';
import type { ListScreenProps } from './list-screen-props';
import { type ListFilter, ListFilters, readChoice, readText } from './mall-list-filters';
import { MallThumb } from './mall-product-images';
import { useMallPrice } from './mall-status';
import { RowMutationButton } from './row-mutation-button';

/** The list's filters from the address (useListSearch); anything it does not know is left out. */
export const readMallProductFilters = (search: URLSearchParams): Omit<MallProductListParams, 'page'> => ({
  mall: readChoice(search, 'mall', malls),
  category_id: readText(search, 'category_id'),
  status: readChoice(search, 'status', mallVisibilities),
  q: readText(search, 'q'),
  store: readText(search, 'store'),
});

/** Hides a product members see, shows a hidden one: the list's one-click switch. */
function VisibilityButton({ product }: { product: AdminProductSummary }) {
  const { t } = useTranslation('admin-mall');
  const setStatus = useSetMallProductStatus();
  const next = product.status === 'active' ? 'hidden' : 'active';
  return (
    <RowMutationButton
      mutation={{
        isPending: setStatus.isPending,
        variables: setStatus.variables?.id,
        mutate: (id, options) => setStatus.mutate({ id, status: next }, options),
      }}
      id={product.id}
      color={next === 'hidden' ? 'gray' : 'teal'}
      doneKey={`admin-mall:product.${next === 'hidden' ? 'hidden' : 'shown'}`}
      testId="admin-mall-product-visibility"
    >
      {t(next === 'hidden' ? 'product.hide' : 'product.show')}
    </RowMutationButton>
  );
}

/** The platform's own products of both malls: filters, search, a page of them, and a button for a new one. */
export function MallProductList({ params, onParamsChange }: ListScreenProps<MallProductListParams>) {
  const { t } = useTranslation('admin-mall');
  const products = useMallProducts(params);
  const categories = useMallCategories();
  const categoryName = useCategoryName();
  const categoryOptions = useMallCategoryOptions();
  const price = useMallPrice();
  const filter = (next: Partial<MallProductListParams>) => onParamsChange({ ...params, ...next, page: 1 });
  const filters: ListFilter<MallProductListParams>[] = [
    { kind: 'text', name: 'q', label: t('filters.search'), testId: 'admin-mall-product-search' },
    {
      kind: 'choice',
      name: 'mall',
      label: t('product.mall'),
      options: malls.map((value) => ({ value, label: t(`mall.${value}`) })),
      testId: 'admin-mall-product-mall-filter',
    },
    {
      kind: 'choice',
      name: 'category_id',
      label: t('product.category'),
      options: categoryOptions,
      testId: 'admin-mall-product-category-filter',
    },
    {
      kind: 'choice',
      name: 'status',
      label: t('product.status'),
      options: mallVisibilities.map((value) => ({ value, label: t(`visibility.${value}`) })),
      testId: 'admin-mall-product-status-filter',
    },
    {
      kind: 'text',
      name: 'store',
      label: t('filters.store'),
      inputMode: 'numeric',
      testId: 'admin-mall-product-store-filter',
    },
  ];
  // The type is free text; only the default every form fills in has a translation.
  const productTypeLabel = (type: string) => (type === 'goods' ? t('productTypes.goods') : type);
  const categoryOf = (id: string | null) => categories.data?.find((category) => category.id === id);

  const columns: DataColumn<AdminProductSummary>[] = [
    {
      key: 'title',
      header: t('product.title'),
      cell: (product) => (
        <Group gap="sm" wrap="nowrap">
          <MallThumb url={product.image_url} size={40} />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.admin.mallProduct(product.id)} fw={600} size="sm">
              {product.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              #{product.id} · {productTypeLabel(product.product_type)}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: 'mall', header: t('product.mall'), cell: (product) => t(`mall.${product.mall}`) },
    {
      key: 'category',
      header: t('product.category'),
      visibleFrom: 'lg',
      cell: (product) => {
        const category = categoryOf(product.category_id);
        return category ? categoryName(category) : t('product.noCategory');
      },
    },
    { key: 'price', header: t('product.price'), align: 'right', cell: (product) => price(product.price, product.mall) },
    { key: 'stock', header: t('variant.stock'), align: 'right', cell: (product) => product.stock },
    {
      key: 'status',
      header: t('product.status'),
      cell: (product) => (
        <StatusBadge status={product.status} colors={visibilityColors} label={t(`visibility.${product.status}`)} />
      ),
    },
    { key: 'actions', cell: (product) => <VisibilityButton product={product} /> },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <ListFilters params={params} filters={filters} anyLabel={t('filters.all')} onChange={filter} />
        <Button component={Link} to={paths.admin.newMallProduct} data-testid="admin-mall-product-new">
          {t('product.new')}
        </Button>
      </Group>
      <PagedTable
        query={products}
        columns={columns}
        emptyText={t('product.empty')}
        testId="admin-mall-products"
        tableTestId="admin-mall-products-table"
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
    </Stack>
  );
}
