import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isStoreRowId } from '@/features/stores/api/ids';
import { useStoreProduct } from '@/features/stores/api/products';
import { RestockForm } from '@/features/stores/components/restock-form';
import { StoreProductForm } from '@/features/stores/components/store-product-form';
import { ApiError } from '@/lib/api-client';

/** /web/storeProduct: a new product, or (`?id=`) one of the store's products to edit and restock. */
export default function StoreProductPage() {
  const { t } = useTranslation('stores');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  const product = useStoreProduct(id ?? '');
  const back = () => void navigate(paths.member.store);
  if (id === null) {
    return (
      <>
        <PageHeader title={t('products.new')} backTo={paths.member.store} />
        <StoreProductForm onDone={back} />
      </>
    );
  }
  const isMissing = !isStoreRowId(id) || (product.error instanceof ApiError && product.error.status === 404);
  return (
    <>
      <PageHeader title={t('products.editTitle')} backTo={paths.member.store} />
      {isMissing ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="store-product-not-found">
          {t('products.notFound')}
        </Text>
      ) : (
        <QueryState query={product}>
          {(data) => (
            <Stack gap="lg">
              <StoreProductForm key={data.updated_at} product={data} onDone={back} />
              {data.variants.map((variant) => (
                <RestockForm key={variant.id} variant={variant} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </>
  );
}
