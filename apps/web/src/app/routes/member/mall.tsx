import { Stack } from '@mantine/core';
import type { Mall } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { Catalogue, type CatalogueFilter } from '@/features/mall/components/catalogue';
import { MallLinks } from '@/features/mall/components/mall-links';

/** /web/mall: the shop (USDT) and the voucher mall (voucher points) as tabs; the filter stays in the address. */
export default function MallPage() {
  const { t } = useTranslation('mall');
  const tabs = useUrlTabs<Mall>({ shop: t('malls.shop'), voucher: t('malls.voucher') });
  const filter: CatalogueFilter = {
    categoryId: tabs.search.get('category') || null,
    search: tabs.search.get('q') ?? '',
    page: Math.max(1, Number(tabs.search.get('page')) || 1),
  };
  const setFilter = (next: CatalogueFilter) => {
    const search: Record<string, string> = tabs.tab === 'shop' ? {} : { tab: tabs.tab };
    if (next.categoryId) search.category = next.categoryId;
    if (next.search) search.q = next.search;
    if (next.page > 1) search.page = String(next.page);
    tabs.setSearch(search, { replace: true });
  };
  return (
    <Stack gap="sm">
      <PageHeader title={t('title')} />
      <MallLinks />
      <TabSwitch tabs={tabs} testId="mall-tabs" />
      {/* A new key per mall: the search box starts empty in the other mall. */}
      <Catalogue key={tabs.tab} mall={tabs.tab} filter={filter} onFilterChange={setFilter} />
    </Stack>
  );
}
