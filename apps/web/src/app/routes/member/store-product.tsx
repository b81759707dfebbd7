import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isStoreRowId } from '@/features/stores/api/ids';
import { useStoreProduct } from '@/features/stores/api/products';
import { RestockForm } from '@/features/stores/components/restock-form';
import { StoreProductForm } from '@/features/stores/components/store-product-form';
import { StoreProductImages } from '@/features/stores/components/store-product-images';
import { RecordOrNotFound, useSearchRecord } from './record-page';

/** /web/storeProduct: a new product, or (`?id=`) one of the store's products to edit and restock. */
export default function StoreProductPage() {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const product = useSearchRecord(useStoreProduct, isStoreRowId);
  const back = () => void navigate(paths.member.store);
  if (product.id === null) {
    return (
      <>
        <PageHeader title={t('products.new')} backTo={paths.member.store} />
        <StoreProductForm onDone={back} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('products.editTitle')} backTo={paths.member.store} />
      <RecordOrNotFound record={product} notFound={t('products.notFound')} testId="store-product-not-found">
        {(data) => (
          <Stack gap="lg">
            <StoreProductForm key={data.updated_at} product={data} onDone={back} />
            <StoreProductImages product={data} />
            {data.variants.map((variant) => (
              <RestockForm key={variant.id} variant={variant} />
            ))}
          </Stack>
        )}
      </RecordOrNotFound>
    </>
  );
}
