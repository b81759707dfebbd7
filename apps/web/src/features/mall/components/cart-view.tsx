import { Alert, Badge, Button, CloseButton, NumberInput, Stack, Text } from '@mantine/core';
import { CART_MAX_QUANTITY, type Cart, type CartLine, type Mall } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useRemoveCartLine, useUpdateCartLine } from '../api/cart';
import { LineItem } from './line-item';
import { SummaryLines } from './summary-lines';
import { useMallMoney } from './use-mall-money';

function CartLineRow({ line, mall }: { line: CartLine; mall: Mall }) {
  const { t } = useTranslation('mall');
  const money = useMallMoney();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const setQuantity = (value: string | number) => {
    const quantity = Math.trunc(Number(value));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === line.quantity) return;
    update.mutate({ variant_id: line.variant_id, quantity }, { onError: notifyError });
  };
  return (
    <LineItem
      imageUrl={line.image_url}
      title={line.title}
      variantLabel={line.variant_label}
      testId="mall-cart-line"
      aside={
        <CloseButton
          size="sm"
          aria-label={t('cart.remove')}
          disabled={remove.isPending}
          onClick={() => remove.mutate({ variant_id: line.variant_id }, { onError: notifyError })}
          data-testid="mall-cart-remove"
        />
      }
      meta={
        <NumberInput
          size="xs"
          w={88}
          value={line.quantity}
          onChange={setQuantity}
          min={1}
          max={Math.max(1, Math.min(line.stock, CART_MAX_QUANTITY))}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          aria-label={t('quantity')}
          data-testid="mall-cart-quantity"
        />
      }
      amount={money(line.line_total, mall)}
    >
      {line.available ? null : (
        <Badge color="red" variant="light" size="sm" mt={4}>
          {t('cart.unavailable')}
        </Badge>
      )}
    </LineItem>
  );
}

/** The member's cart: one mall's goods, quantities, and the totals with the shipping fee. */
export function CartView({ cart }: { cart: Cart }) {
  const { t } = useTranslation('mall');
  const money = useMallMoney();
  const mall = cart.mall;
  if (mall === null || cart.items.length === 0) {
    return (
      <Stack align="center" py="lg" gap="sm" data-testid="mall-cart-empty">
        <Text c="dimmed">{t('cart.empty')}</Text>
        <Button component={Link} to={paths.member.mall} variant="light">
          {t('cart.goShopping')}
        </Button>
      </Stack>
    );
  }
  const isCheckoutBlocked = cart.items.some((line) => !line.available);
  return (
    <Stack gap="sm" data-testid="mall-cart" data-mall={mall}>
      <Alert variant="light" color="teal" p="xs">
        <Text size="sm">{t('cart.mallNote', { mall: t(`malls.${mall}`) })}</Text>
      </Alert>
      {cart.items.map((line) => (
        <CartLineRow key={line.variant_id} line={line} mall={mall} />
      ))}
      <SummaryLines
        testId="mall-cart-summary"
        lines={[
          { label: t('cart.subtotal'), value: money(cart.goods_total, mall), testId: 'mall-cart-goods' },
          { label: t('cart.shipping'), value: money(cart.shipping_fee, mall), testId: 'mall-cart-shipping' },
          { label: t('cart.total'), value: money(cart.total, mall), testId: 'mall-cart-total', isStrong: true },
        ]}
      />
      <Button
        component={Link}
        to={paths.member.mallCheckout}
        disabled={isCheckoutBlocked}
        data-testid="mall-cart-checkout"
      >
        {t('cart.checkout')}
      </Button>
    </Stack>
  );
}
