import {
  AspectRatio,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { CART_MAX_QUANTITY, type ProductDetail as Product, parseMoneyToMicro } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddToCart } from '../api/cart';
import { ProductImage } from './product-card';
import { useMallMoney } from './use-mall-money';

/** The product's pictures: the chosen one large, all of them as thumbnails below to pick from. */
function Gallery({ product }: { product: Product }) {
  const [shown, setShown] = useState(0);
  const images = product.images.length > 0 ? product.images : [{ id: 'none', url: product.image_url }];
  return (
    <Stack gap="xs">
      <Paper radius="md" style={{ overflow: 'hidden' }}>
        <AspectRatio ratio={1}>
          <ProductImage url={images[shown]?.url ?? null} alt={product.title} />
        </AspectRatio>
      </Paper>
      {images.length > 1 ? (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              onClick={() => setShown(index)}
              w={56}
              style={{
                flex: 'none',
                borderRadius: 6,
                overflow: 'hidden',
                outline: index === shown ? '2px solid var(--mantine-color-teal-6)' : undefined,
              }}
              aria-label={`${index + 1} / ${images.length}`}
            >
              <AspectRatio ratio={1}>
                <ProductImage url={image.url} alt="" />
              </AspectRatio>
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A product's page: pictures, title and price in its asset, the size/variant to buy (each with its own
 * price and stock), a quantity within the stock and the add-to-cart button. A cart from the other mall
 * is refused by the server (`Incorrect Mall`) and said in the member's words.
 */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation('mall');
  const money = useMallMoney();
  const addToCart = useAddToCart();
  const firstInStock = product.variants.find((variant) => variant.stock > 0) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstInStock?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((v) => v.id === variantId);
  const maxQuantity = Math.max(1, Math.min(variant?.stock ?? 1, CART_MAX_QUANTITY));
  const canBuy = variant !== undefined && variant.stock > 0;

  const add = async () => {
    if (!variant) return;
    try {
      await addToCart.mutateAsync({ variant_id: variant.id, quantity });
      notifySuccess('mall:added');
    } catch (failure) {
      notifyError(failure);
    }
  };

  return (
    <Stack gap="md" data-testid="mall-product">
      <Gallery product={product} />
      <Stack gap={4}>
        <Title order={1} size="h4" data-testid="mall-product-title">
          {product.title}
        </Title>
        <Text fw={700} size="xl" c="teal.8" data-testid="mall-product-price">
          {money(variant?.price ?? product.price, product.mall)}
        </Text>
        <Text size="sm" c="dimmed">
          {(parseMoneyToMicro(product.shipping_fee) ?? 0n) > 0n
            ? `${t('shippingFee')}: ${money(product.shipping_fee, product.mall)}`
            : t('freeShipping')}
        </Text>
      </Stack>
      {product.variants.length > 1 ? (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('variant')}
          </Text>
          <Chip.Group
            value={variantId}
            onChange={(value) => {
              setVariantId(value);
              setQuantity(1);
            }}
          >
            <Group gap={6} data-testid="mall-variants">
              {product.variants.map((v) => (
                <Chip key={v.id} value={v.id} disabled={v.stock <= 0} size="sm">
                  {v.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ) : null}
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <NumberInput
          label={t('quantity')}
          value={quantity}
          onChange={(value) => setQuantity(Math.min(maxQuantity, Math.max(1, Math.trunc(Number(value) || 1))))}
          min={1}
          max={maxQuantity}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={120}
          disabled={!canBuy}
          data-testid="mall-quantity"
        />
        <Text size="sm" c={canBuy ? 'dimmed' : 'red'} data-testid="mall-stock">
          {canBuy ? t('stock', { count: variant.stock }) : t('soldOut')}
        </Text>
      </Group>
      <Button
        onClick={() => void add()}
        disabled={!canBuy}
        loading={addToCart.isPending}
        data-testid="mall-add-to-cart"
      >
        {t('addToCart')}
      </Button>
      {product.description ? (
        <Stack gap={4}>
          <Text fw={600}>{t('description')}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="mall-product-description">
            {product.description}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
