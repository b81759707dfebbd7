import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isRowId, useProduct } from '@/features/mall/api/get-catalogue';
import { MallLinks } from '@/features/mall/components/mall-links';
import { ProductDetail } from '@/features/mall/components/product-detail';
import { ApiError } from '@/lib/api-client';

/** /web/mallProduct?id=…: one product, its variants, and adding it to the cart. */
export default function MallProductPage() {
  const { t, i18n } = useTranslation('mall');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const product = useProduct(id, i18n.language);
  const isMissing = !isRowId(id) || (product.error instanceof ApiError && product.error.status === 404);
  const backTo = product.data?.mall === 'voucher' ? paths.member.voucherMall : paths.member.mall;
  return (
    <Stack gap="sm">
      <PageHeader title={t('productTitle')} backTo={backTo} />
      <MallLinks />
      {isMissing ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="mall-product-not-found">
          {t('productNotFound')}
        </Text>
      ) : (
        <QueryState query={product}>{(data) => <ProductDetail product={data} />}</QueryState>
      )}
    </Stack>
  );
}
