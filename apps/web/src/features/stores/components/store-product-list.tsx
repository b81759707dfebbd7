import { Button, Group, Text } from '@mantine/core';
import type { AdminProductSummary } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordCard } from '@/components/record-card';
import { paths } from '@/config/paths';
import { formatUsdt } from '@/lib/format';
import { useStoreProductStatus, useStoreProducts } from '../api/products';
import { ProductVisibilityBadge } from './store-badges';
import { StoreThumb } from './store-product-images';

/** The cover picture's side in the list. */
const COVER_PX = 48;

/** One of the store's products: price, stock and whether buyers see it; edit, hide or show. */
function StoreProductRow({ record: product }: { record: AdminProductSummary }) {
  const { t, i18n } = useTranslation('stores');
  const setStatus = useStoreProductStatus();
  const next = product.status === 'active' ? 'hidden' : 'active';
  return (
    <RecordCard
      testId="store-product-item"
      title={product.title}
      aside={<ProductVisibilityBadge status={product.status} />}
      meta={t('products.stockCount', { count: product.stock })}
      metaAside={
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="light"
            component={Link}
            to={paths.member.storeProduct(product.id)}
            data-testid="store-product-edit"
          >
            {t('products.edit')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color={next === 'hidden' ? 'gray' : 'teal'}
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: product.id, status: next })}
            data-testid="store-product-toggle"
          >
            {next === 'hidden' ? t('products.hide') : t('products.show')}
          </Button>
        </Group>
      }
    >
      <Group gap="sm" wrap="nowrap" mt={4}>
        {product.image_url ? <StoreThumb url={product.image_url} size={COVER_PX} /> : null}
        <Text size="sm">
          {formatUsdt(product.price, i18n.language)} USDT
          {product.pickup_allowed ? ` · ${t('products.pickupAllowed')}` : ''}
        </Text>
      </Group>
    </RecordCard>
  );
}

/** The store's products, newest first. */
export const StoreProductList = pagedRecordList(
  useStoreProducts,
  { empty: 'stores:products.empty', testId: 'store-products' },
  StoreProductRow,
);
