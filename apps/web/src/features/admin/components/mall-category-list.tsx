import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdminCategory } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { StatusBadge } from '@/components/status-badge';
import { visibilityColors } from '@/lib/status-colors';
import { useCategoryName, useMallCategories } from '../api/mall-categories';
import { MallCategoryDialog } from './mall-category-dialog';

/** The catalogue's categories (one short list, no pages): name, order, products in it, and edit. */
export function MallCategoryList() {
  const { t } = useTranslation('admin-mall');
  const categories = useMallCategories();
  const nameOf = useCategoryName();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);

  if (categories.isPending) return <PageLoader />;
  if (categories.isError) return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  const columns: DataColumn<AdminCategory>[] = [
    {
      key: 'name',
      header: t('category.name'),
      cell: (category) => (
        <>
          <Text size="sm" fw={600}>
            {nameOf(category)}
          </Text>
          <Text size="xs" c="dimmed">
            #{category.id}
          </Text>
        </>
      ),
    },
    { key: 'sort', header: t('product.sort'), align: 'right', cell: (category) => category.sort },
    { key: 'products', header: t('category.products'), align: 'right', cell: (category) => category.product_count },
    {
      key: 'status',
      header: t('product.status'),
      cell: (category) => (
        <StatusBadge status={category.status} colors={visibilityColors} label={t(`visibility.${category.status}`)} />
      ),
    },
    {
      key: 'actions',
      cell: (category) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setEditing(category)}
          data-testid="admin-mall-category-edit"
        >
          {t('edit')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')} data-testid="admin-mall-category-new">
          {t('category.new')}
        </Button>
      </Group>
      {categories.data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {t('category.empty')}
        </Text>
      ) : (
        <DataTable
          columns={columns}
          rows={categories.data}
          rowKey={(category) => category.id}
          highlightOnHover
          verticalSpacing="sm"
          testId="admin-mall-category-table"
        />
      )}
      <MallCategoryDialog
        category={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
