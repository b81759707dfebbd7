import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wrappingLabel } from '@/components/wrapping-label';
import { paths } from '@/config/paths';
import { useCart } from '../api/cart';
import { cartUnits } from '../checkout-money';

/** The mall's own places, under its title: the cart (with how many units it holds), orders, addresses. */
export function MallLinks() {
  const { t } = useTranslation('mall');
  const cart = useCart();
  const links = [
    { to: paths.member.mallCart, label: t('cart.open', { count: cartUnits(cart.data) }), testId: 'mall-link-cart' },
    { to: paths.member.mallOrders, label: t('orders.title'), testId: 'mall-link-orders' },
    { to: paths.member.mallAddresses, label: t('addresses.title'), testId: 'mall-link-addresses' },
  ];
  return (
    <Group grow gap="xs" wrap="nowrap" align="stretch">
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant="light"
          size="xs"
          px={4}
          mih={30}
          {...wrappingLabel}
          data-testid={link.testId}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
