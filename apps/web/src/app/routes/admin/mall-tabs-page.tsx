import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ListScreenProps } from '@/features/admin/components/list-screen-props';
import { PageTitle } from './page-title';
import { useListSearch } from './use-list-search';

/** One tab of a mall desk: its list's filters read from the address, and the screen that shows and changes them. */
export interface MallTab<P extends { page: number }> {
  read: (search: URLSearchParams) => Omit<P, 'page'>;
  List: ComponentType<ListScreenProps<P>>;
}

/** A tab of any list: the page only passes its params through, so their exact type does not matter here. */
type AnyTab = MallTab<{ page: number }>;

/** Keeps each tab's own filter type while the desk holds them side by side. */
export const mallTab = <P extends { page: number }>(read: MallTab<P>['read'], List: MallTab<P>['List']) =>
  ({ read, List }) as unknown as AnyTab;

/**
 * One tab's list with its filters and page in the address next to the tab (`?tab=`, left out for the
 * first), so a reload, a shared link or the back button opens the same tab, filters and page.
 */
function MallTabPanel({ tab, panel, firstTab }: { tab: string; panel: AnyTab; firstTab: string }) {
  const [params, setParams] = useListSearch<{ page: number; tab: string }>(
    (search) => ({ ...panel.read(search), tab }),
    { tab: firstTab },
  );
  return <panel.List params={params} onParamsChange={(next) => setParams({ ...next, tab })} />;
}

/** A mall desk of the back office: its title, then one tab per list (the first is the default). */
export function MallTabsPage({ titleKey, panels }: { titleKey: string; panels: Record<string, AnyTab> }) {
  const { t } = useTranslation('admin-mall');
  const [search, setSearch] = useSearchParams();
  const tabs = Object.keys(panels);
  const firstTab = tabs[0]!;
  const tab = tabs.find((value) => value === search.get('tab')) ?? firstTab;
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== firstTab ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`admin-mall-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <MallTabPanel tab={value} panel={panels[value]!} firstTab={firstTab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
