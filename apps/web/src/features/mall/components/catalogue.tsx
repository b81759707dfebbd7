import { Chip, Group, ScrollArea, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Mall } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { useCategories, useProducts } from '../api/get-catalogue';
import { ProductCard } from './product-card';

export interface CatalogueFilter {
  categoryId: string | null;
  search: string;
  page: number;
}

/**
 * One mall's shelves: its categories as chips, a search box (sent on Enter) and the products two to a
 * row on a phone. The filter lives in the page's address; `onFilterChange` writes it there.
 */
export function Catalogue({
  mall,
  filter,
  onFilterChange,
}: {
  mall: Mall;
  filter: CatalogueFilter;
  onFilterChange: (next: CatalogueFilter) => void;
}) {
  const { t, i18n } = useTranslation('mall');
  const categories = useCategories(mall, i18n.language);
  const products = useProducts(mall, filter.categoryId, filter.search, filter.page, i18n.language);
  const [searchText, setSearchText] = useState(filter.search);
  return (
    <Stack gap="sm">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onFilterChange({ ...filter, search: searchText.trim(), page: 1 });
        }}
      >
        <TextInput
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          data-testid="mall-search"
        />
      </form>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group
          value={filter.categoryId ?? ''}
          onChange={(value) => onFilterChange({ ...filter, categoryId: value || null, page: 1 })}
        >
          <Group gap={6} wrap="nowrap" data-testid="mall-categories">
            <Chip value="" size="sm">
              {t('allCategories')}
            </Chip>
            {(categories.data ?? []).map((category) => (
              <Chip key={category.id} value={category.id} size="sm">
                {category.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <PagedList
        query={products}
        emptyText={t('empty')}
        testId="mall-products"
        gap="sm"
        container={(items) => (
          <SimpleGrid cols={2} spacing="sm">
            {items}
          </SimpleGrid>
        )}
        renderItem={(product) => <ProductCard key={product.id} product={product} />}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
      />
    </Stack>
  );
}
