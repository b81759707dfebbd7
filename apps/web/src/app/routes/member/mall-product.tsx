import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isRowId, useProduct } from '@/features/mall/api/get-catalogue';
import { MallLinks } from '@/features/mall/components/mall-links';
import { ProductDetail } from '@/features/mall/components/product-detail';
import { RecordOrNotFound, useSearchRecord } from './record-page';

/** /web/mallProduct?id=…: one product, its variants, and adding it to the cart. */
export default function MallProductPage() {
  const { t, i18n } = useTranslation('mall');
  const product = useSearchRecord(useProduct, isRowId, i18n.language);
  const backTo = product.query.data?.mall === 'voucher' ? paths.member.voucherMall : paths.member.mall;
  return (
    <Stack gap="sm">
      <PageHeader title={t('productTitle')} backTo={backTo} />
      <MallLinks />
      <RecordOrNotFound record={product} notFound={t('productNotFound')} testId="mall-product-not-found">
        {(data) => <ProductDetail product={data} />}
      </RecordOrNotFound>
    </Stack>
  );
}
