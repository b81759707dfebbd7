import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { AdminProduct, AdminVariant } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { visibilityColors } from '@/lib/status-colors';
import { MallRestockDialog, MallVariantDialog } from './mall-variant-dialogs';
import { useMallPrice } from './mall-status';

/**
 * A saved product's variants: label, price (its own or the product's), stock and whether members see
 * it, each with edit and restock; and a button to add another.
 */
export function MallProductVariants({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-mall');
  const price = useMallPrice();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const [restocking, setRestocking] = useState<AdminVariant | null>(null);
  const columns: DataColumn<AdminVariant>[] = [
    { key: 'label', header: t('variant.label'), cell: (variant) => variant.label },
    {
      key: 'price',
      header: t('product.price'),
      align: 'right',
      cell: (variant) => price(variant.price ?? product.price, product.mall),
    },
    { key: 'stock', header: t('variant.stock'), align: 'right', cell: (variant) => variant.stock },
    {
      key: 'status',
      header: t('product.status'),
      cell: (variant) => (
        <StatusBadge status={variant.status} colors={visibilityColors} label={t(`visibility.${variant.status}`)} />
      ),
    },
    {
      key: 'actions',
      cell: (variant) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setEditing(variant)}>
            {t('edit')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="teal"
            onClick={() => setRestocking(variant)}
            data-testid="admin-mall-restock"
          >
            {t('variant.restock')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} size="h6">
            {t('product.variants')}
          </Title>
          <Button size="xs" variant="light" onClick={() => setEditing('new')} data-testid="admin-mall-variant-new">
            {t('variant.add')}
          </Button>
        </Group>
        <DataTable
          columns={columns}
          rows={product.variants}
          rowKey={(variant) => variant.id}
          minWidth={560}
          fz="sm"
          testId="admin-mall-variants"
        />
      </Stack>
      <MallVariantDialog
        product={product}
        variant={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      />
      <MallRestockDialog product={product} variant={restocking} onClose={() => setRestocking(null)} />
    </Paper>
  );
}
