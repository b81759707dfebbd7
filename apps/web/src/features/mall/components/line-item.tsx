import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductImage } from './product-card';

/**
 * One product line of a cart, an order or the order list: thumbnail, title, variant; on the title's
 * right a status or a remove button, on the foot line what the list counts (a quantity, a date) and
 * the amount.
 */
export function LineItem({
  imageUrl,
  title,
  variantLabel,
  aside,
  meta,
  amount,
  children,
  testId,
}: {
  imageUrl: string | null;
  title: string;
  variantLabel: string;
  aside?: ReactNode;
  meta: ReactNode;
  amount: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="xs" data-testid={testId}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ width: 64, height: 64, flex: 'none', borderRadius: 6, overflow: 'hidden', display: 'grid' }}>
          <ProductImage url={imageUrl} alt={title} />
        </div>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={500} lineClamp={2}>
              {title}
            </Text>
            {aside}
          </Group>
          {variantLabel ? (
            <Text size="xs" c="dimmed">
              {variantLabel}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="nowrap" mt={4}>
            {typeof meta === 'string' ? (
              <Text size="xs" c="dimmed">
                {meta}
              </Text>
            ) : (
              meta
            )}
            <Text size="sm" fw={600} data-testid={`${testId}-amount`}>
              {amount}
            </Text>
          </Group>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
