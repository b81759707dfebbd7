import { AspectRatio, Badge, Card, Image, Stack, Text } from '@mantine/core';
import type { ProductCard as Product } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMallMoney } from './use-mall-money';

/** A product in the catalogue grid: its first image, title in the reader's language, price in its asset. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('mall');
  const money = useMallMoney();
  return (
    <Card
      component={Link}
      to={paths.member.mallProduct(product.id)}
      withBorder
      radius="md"
      p="xs"
      data-testid="mall-product-card"
      data-product-id={product.id}
    >
      <Card.Section>
        <AspectRatio ratio={1}>
          <ProductImage url={product.image_url} alt={product.title} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Text size="sm" fw={500} lineClamp={2} mih={40}>
          {product.title}
        </Text>
        <Text size="sm" fw={700} c="teal.8" data-testid="mall-product-price">
          {money(product.price, product.mall)}
        </Text>
        {product.in_stock ? null : (
          <Badge color="gray" variant="light" size="sm">
            {t('soldOut')}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

/** A product picture, or a plain placeholder when the product has none. */
export function ProductImage({ url, alt }: { url: string | null; alt: string }) {
  return url ? (
    <Image src={url} alt={alt} fit="cover" loading="lazy" />
  ) : (
    <div style={{ background: 'var(--mantine-color-gray-1)' }} aria-hidden />
  );
}
