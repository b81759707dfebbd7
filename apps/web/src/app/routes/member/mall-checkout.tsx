import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/mall/api/addresses';
import { useCart } from '@/features/mall/api/cart';
import { CheckoutForm } from '@/features/mall/components/checkout-form';
import { useMemberInfo } from '@/features/member/api/get-member-info';

/** /web/mallCheckout: delivery, pay type and payment of the cart; an empty cart goes back to the cart. */
export default function MallCheckoutPage() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const cart = useCart();
  const addresses = useAddresses();
  const info = useMemberInfo();
  const isEmpty = cart.data !== undefined && (cart.data.mall === null || cart.data.items.length === 0);
  // The three loads together: the form needs the cart, the saved addresses and the balances at once.
  const all = {
    isError: cart.isError || addresses.isError || info.isError,
    error: cart.error ?? addresses.error ?? info.error,
    data:
      cart.data && addresses.data && info.data
        ? { cart: cart.data, addresses: addresses.data, info: info.data }
        : undefined,
    refetch: () => Promise.all([cart.refetch(), addresses.refetch(), info.refetch()]),
  };
  if (isEmpty) return <Navigate to={paths.member.mallCart} replace />;
  return (
    <>
      <PageHeader title={t('checkout.title')} backTo={paths.member.mallCart} />
      <QueryState query={all}>
        {(data) => (
          <CheckoutForm
            cart={data.cart}
            mall={data.cart.mall ?? 'shop'}
            addresses={data.addresses}
            balances={data.info}
            defaultCountryId={data.info.country.id}
            onPlaced={(order) => navigate(paths.member.mallOrder(order.id), { replace: true })}
          />
        )}
      </QueryState>
    </>
  );
}
