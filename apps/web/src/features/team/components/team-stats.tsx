import { Badge, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TEAM_INFO_LEVELS, type TeamInfo } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useRankLabel } from '../use-rank-label';
import { formatCount, formatDate, formatUsdt } from '@/lib/format';
import { rankProgress } from '../rank-progress';
import { FigureCard } from '@/components/figure-card';
import { TotalsHero } from '@/components/totals-hero';
import { DataTable } from '@/components/data-table';

/** The member's team at a glance: counts, volumes, rank and the way to the next, and the totals per level. */
export function TeamStats({ info, currentRankVolume }: { info: TeamInfo; currentRankVolume?: string }) {
  const { t, i18n } = useTranslation('team');
  const rankLabel = useRankLabel();
  const lng = i18n.language;
  const money = (value: string) => formatUsdt(value, lng);
  const count = (value: number) => formatCount(value, lng);
  return (
    <Stack gap="md" data-testid="team-stats">
      <TotalsHero color="indigo">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" opacity={0.9}>
              {t('stats.rank')}
            </Text>
            <Text fw={800} fz={24} lh={1.2} data-testid="team-rank" data-server-text>
              {rankLabel(info.rank, info.rank_name)}
            </Text>
          </div>
          <Badge variant="white" size="lg" radius="sm" tt="none">
            {t('stats.rankNumber', { rank: info.rank })}
          </Badge>
        </Group>
        {info.next_rank ? (
          <Stack gap={4} mt="sm">
            <Progress
              value={rankProgress(info.team_volume, currentRankVolume ?? '0', info.next_rank.team_volume)}
              color="white"
              bg="rgba(255,255,255,0.25)"
              size="md"
              aria-label={t('stats.nextRank', {
                name: info.next_rank.rank_name,
                volume: money(info.next_rank.team_volume),
              })}
            />
            <Text size="xs" opacity={0.9} data-testid="team-next-rank">
              {t('stats.nextRank', { name: info.next_rank.rank_name, volume: money(info.next_rank.team_volume) })}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" opacity={0.9} mt="sm">
            {t('stats.topRank')}
          </Text>
        )}
      </TotalsHero>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <FigureCard label={t('stats.direct')} value={count(info.direct_count)} testId="team-direct" />
        <FigureCard
          label={t('stats.directActive')}
          value={count(info.direct_active_count)}
          testId="team-direct-active"
        />
        <FigureCard label={t('stats.teamSize')} value={count(info.team_size)} testId="team-size" />
        <FigureCard label={t('stats.teamVolume')} value={money(info.team_volume)} testId="team-volume" />
        <FigureCard label={t('stats.ownVolume')} value={money(info.own_volume)} testId="team-own-volume" />
        <FigureCard
          label={t('stats.openLevels')}
          value={`${info.open_bonus_levels} / ${TEAM_INFO_LEVELS}`}
          testId="team-open-levels"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('stats.gateNote')}
      </Text>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('levels.title')}
        </Title>
        {info.levels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('levels.empty')}
          </Text>
        ) : (
          <DataTable
            striped
            minWidth={320}
            withTableBorder
            fz="sm"
            testId="team-levels"
            rows={info.levels}
            rowKey={(level) => String(level.level)}
            columns={[
              {
                key: 'level',
                header: t('levels.level'),
                cell: (level) => (
                  <Group gap={4} wrap="nowrap">
                    {level.level}
                    {level.level <= info.open_bonus_levels ? (
                      <Badge size="xs" color="teal" variant="light" tt="none">
                        {t('levels.paid')}
                      </Badge>
                    ) : null}
                  </Group>
                ),
              },
              { key: 'members', header: t('levels.members'), cell: (level) => count(level.members), align: 'right' },
              {
                key: 'active',
                header: t('levels.active'),
                cell: (level) => count(level.active_members),
                align: 'right',
              },
              {
                key: 'volume',
                header: t('levels.volume'),
                cell: (level) => money(level.volume),
                align: 'right',
                style: { fontVariantNumeric: 'tabular-nums' },
              },
            ]}
          />
        )}
      </Stack>

      {info.rank_changes && info.rank_changes.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('rankChanges.title')}
          </Title>
          {info.rank_changes.map((change) => (
            <Text key={`${change.at}-${change.to_rank}`} size="sm">
              {t('rankChanges.line', {
                from: change.from_rank,
                to: change.to_rank,
                volume: money(change.team_volume),
                date: formatDate(change.at, lng),
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
