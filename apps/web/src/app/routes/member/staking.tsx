import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { SecPasswordTask } from '@/features/member/components/sec-password-task';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { usePackages } from '@/features/staking/api/get-packages';
import { useStakingInfo } from '@/features/staking/api/get-staking-info';
import { PackageCard } from '@/features/staking/components/package-card';
import { StakingSummary } from '@/features/staking/components/staking-summary';
import { StakeCard, StakeForm, StakingRecords, loadStakeCard, loadStakingRecords } from '@/features/staking/on-demand';
import { type RecordTab, recordTabs } from '@/features/staking/record-tabs';
import { browserBusinessDay } from '@/features/staking/stake-rules';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { loadOnIntent } from '@/lib/on-demand';

type Tab = 'packages' | 'stakes' | 'records';
const tabs: readonly Tab[] = ['packages', 'stakes', 'records'];
/** What a tab shows loads with it (features/staking/on-demand.ts); reaching for the tab starts the download. */
const loadTab: Partial<Record<Tab, () => Promise<unknown>>> = { stakes: loadStakeCard, records: loadStakingRecords };

/**
 * /web/staking, the asset page: the summary, the packages on offer, the member's stakes and the
 * records. The tab, the package being staked (?stake=<id>) and the records page live in the address,
 * so the back button closes the stake form and a reload keeps the place. The first screen is the summary
 * and the packages: the form, the stakes, the records and the dialogs load when first needed (decision 023).
 */
export default function StakingPage() {
  const { t } = useTranslation('staking');
  const [search, setSearch] = useSearchParams();
  const info = useStakingInfo();
  const packages = usePackages();
  const wallet = useWallet();

  const tab = tabs.find((value) => value === search.get('tab')) ?? 'packages';
  const recordTab = recordTabs.find((value) => value === search.get('records')) ?? 'profit';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const stakingId = search.get('stake');

  if (info.isPending || packages.isPending) return <PageLoader />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  if (packages.isError) return <LoadError error={packages.error} onRetry={() => void packages.refetch()} />;
  const today = info.data.business_day ?? browserBusinessDay();
  const onOffer = packages.data.filter((pkg) => pkg.status === 'active');

  const staking = stakingId ? onOffer.find((pkg) => pkg.id === stakingId) : undefined;
  if (staking) {
    return (
      <SecPasswordTask
        title={t('form.title', { name: staking.name })}
        backTo={paths.member.staking}
        namespace="staking"
      >
        <Suspense fallback={<PageLoader />}>
          <StakeForm
            pkg={staking}
            today={today}
            wallet={wallet.data}
            onDone={() => setSearch({ tab: 'stakes' }, { replace: true })}
          />
        </Suspense>
      </SecPasswordTask>
    );
  }

  const liveStakes = info.data.stakes;
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      <StakingSummary info={info.data} />
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'packages' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List grow mb="sm">
          {tabs.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              {...loadOnIntent(async () => loadTab[value]?.())}
              data-testid={`staking-tab-${value}`}
            >
              {t(`tabs.${value}`)}
              {value === 'stakes' && info.data.live_count > 0 ? ` (${info.data.live_count})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="packages">
          {onOffer.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="md">
              {t('package.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="package-list">
              {onOffer.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} onStake={() => setSearch({ stake: pkg.id })} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="stakes">
          {liveStakes.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="md" data-testid="stakes-empty">
              {t('stake.none')}
            </Text>
          ) : (
            <Suspense fallback={<PageLoader />}>
              <Stack gap="sm" data-testid="stake-list">
                {liveStakes.map((stake) => (
                  <StakeCard key={stake.id} stake={stake} packages={packages.data} today={today} />
                ))}
              </Stack>
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="records">
          <Suspense fallback={<PageLoader />}>
            <StakingRecords
              tab={recordTab as RecordTab}
              page={page}
              onChange={(records, nextPage) =>
                setSearch(
                  { tab: 'records', records, ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
                  { replace: true },
                )
              }
            />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
