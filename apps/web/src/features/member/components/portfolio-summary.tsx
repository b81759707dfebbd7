import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HomePageData } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatUsdt } from '@/lib/format';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** The logged-in homepage's figures (api/member/home-page). */
export function PortfolioSummary({ data }: { data: HomePageData }) {
  const { t, i18n } = useTranslation('home');
  const lng = i18n.language;
  return (
    <Stack gap="sm" data-testid="portfolio-summary">
      <Paper
        radius="md"
        p="lg"
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-cyan-9))' }}
        c="white"
      >
        <Text size="sm" c="white" opacity={0.9}>
          {t('home.totalAssets')}
        </Text>
        <Group gap={6} align="baseline">
          <Text fw={800} fz={32} data-testid="portfolio-total-assets" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatUsdt(data.total_assets, lng)}
          </Text>
          <Text size="sm" fw={600}>
            USDT
          </Text>
        </Group>
      </Paper>
      <SimpleGrid cols={2} spacing="sm">
        <Figure label={t('home.invest')} value={formatUsdt(data.invest, lng)} testId="portfolio-invest" />
        <Figure
          label={t('home.claimableProfit')}
          value={formatUsdt(data.claimable_profit, lng)}
          testId="portfolio-claimable"
        />
        <Figure label={t('home.directCount')} value={formatCount(data.direct_count, lng)} testId="portfolio-direct" />
        <Figure label={t('home.teamSize')} value={formatCount(data.team_size, lng)} testId="portfolio-team" />
      </SimpleGrid>
    </Stack>
  );
}
