import { SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';

interface UrlTabs<T extends string> {
  tab: T;
  setTab: (next: string) => void;
  labels: Readonly<Record<T, string>>;
}

/**
 * The tab a page keeps in its address (`?tab=`), so a refresh or a shared link opens the same one.
 * `labels` names each tab in the order shown; the first is the default and leaves the address clean.
 * Switching tabs drops the other parameters (a page number belongs to the tab it was on).
 */
export function useUrlTabs<T extends string>(labels: Readonly<Record<T, string>>) {
  const [search, setSearch] = useSearchParams();
  const names = Object.keys(labels) as T[];
  const tab = names.find((name) => name === search.get('tab')) ?? names[0]!;
  const setTab = (next: string) => setSearch(next === names[0] ? {} : { tab: next }, { replace: true });
  return { tab, setTab, labels, search, setSearch };
}

/** A page's full-width switch between the tabs of useUrlTabs. */
export function TabSwitch<T extends string>({ tabs, testId }: { tabs: UrlTabs<T>; testId: string }) {
  return (
    <SegmentedControl
      fullWidth
      value={tabs.tab}
      onChange={tabs.setTab}
      data={Object.entries<string>(tabs.labels).map(([value, label]) => ({ value, label }))}
      data-testid={testId}
    />
  );
}
