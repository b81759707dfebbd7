import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StakingPackages } from '@/features/admin/components/staking-packages';
import { StakingSettlementDays } from '@/features/admin/components/staking-settlement-days';
import { StakingSurrenders } from '@/features/admin/components/staking-surrenders';
import { TeamRanks } from '@/features/admin/components/team-ranks';
import { PageTitle } from './page-title';

/** The tabs in order, each with its screen. */
const panels = {
  packages: StakingPackages,
  surrenders: StakingSurrenders,
  ranks: TeamRanks,
  days: StakingSettlementDays,
};
type Tab = keyof typeof panels;
const tabs = Object.keys(panels) as Tab[];

/** Staking desk: packages, the surrender queue, rank rules and settled days; the tab lives in the address. */
export default function AdminStakingPage() {
  const { t } = useTranslation('admin-staking');
  const [search, setSearch] = useSearchParams();
  const tab: Tab = tabs.find((value) => value === search.get('tab')) ?? 'packages';
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'packages' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`admin-staking-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => {
          const Panel = panels[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
