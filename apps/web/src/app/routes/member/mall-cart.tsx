import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCart } from '@/features/mall/api/cart';
import { CartView } from '@/features/mall/components/cart-view';

/** /web/mallCart: the cart of one mall, its quantities and totals. */
export default function MallCartPage() {
  const { t } = useTranslation('mall');
  const cart = useCart();
  const backTo = cart.data?.mall === 'voucher' ? paths.member.voucherMall : paths.member.mall;
  return (
    <>
      <PageHeader title={t('cart.title')} backTo={backTo} />
      <QueryState query={cart}>{(data) => <CartView cart={data} />}</QueryState>
    </>
  );
}
