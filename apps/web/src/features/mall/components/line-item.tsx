import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductImage } from './product-card';

/** One product line of a cart or an order: thumbnail, title, variant, and what the list adds to its right and below. */
export function LineItem({
  imageUrl,
  title,
  variantLabel,
  aside,
  children,
  testId,
}: {
  imageUrl: string | null;
  title: string;
  variantLabel: string;
  aside?: ReactNode;
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
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
