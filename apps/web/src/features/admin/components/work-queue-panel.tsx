import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WorkQueue, WorkQueueItem } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkQueue } from '../api/get-work-queue';
import { DailyBars } from './daily-bars';
import { FinanceAge } from './finance-modals';
import { settlementDaysLink, workQueueLinks } from './work-queue-links';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatCount, formatDateTime, formatDay, formatUsdt } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const linkStyle = { textDecoration: 'none', color: 'inherit' };

/** One queue: how many wait and how long the oldest has; the whole card opens the queue on what waits. */
function QueueCard({ item }: { item: WorkQueueItem }) {
  const { t } = useTranslation('admin');
  const isWaiting = item.count > 0;
  return (
    <Link to={workQueueLinks[item.queue]} style={linkStyle} data-testid={`work-queue-${item.queue}`}>
      <Paper withBorder p="sm" radius="md" h="100%" bg={isWaiting ? 'var(--mantine-color-orange-light)' : undefined}>
        <Text size="sm" c="dimmed">
          {t(`workQueue.queues.${item.queue}`)}
        </Text>
        <Text fz={24} fw={700} data-testid={`work-queue-${item.queue}-count`}>
          {formatCount(item.count, i18n.language)}
        </Text>
        {item.oldest_age_seconds === null ? (
          <Text size="xs" c="dimmed">
            {t('workQueue.nothingWaiting')}
          </Text>
        ) : (
          <FinanceAge seconds={item.oldest_age_seconds} />
        )}
      </Paper>
    </Link>
  );
}

function SettlementCard({ settlement }: { settlement: WorkQueue['settlement'] }) {
  const { t } = useTranslation('admin');
  return (
    <Link to={settlementDaysLink} style={linkStyle} data-testid="work-queue-settlement">
      <Paper withBorder p="md" radius="md" h="100%">
        <Text size="sm" c="dimmed">
          {t('workQueue.settlement.title')}
        </Text>
        {settlement ? (
          <>
            <Group gap="xs" mt={4}>
              <Text fw={700}>{formatDay(settlement.business_day, i18n.language)}</Text>
              <Badge color={settlement.status === 'finished' ? 'teal' : 'yellow'} variant="light">
                {t(`workQueue.settlement.${settlement.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {settlement.finished_at
                ? t('workQueue.settlement.finishedAt', { at: formatDateTime(settlement.finished_at, i18n.language) })
                : t('workQueue.settlement.startedAt', { at: formatDateTime(settlement.started_at, i18n.language) })}
            </Text>
          </>
        ) : (
          <Text size="sm" mt={4}>
            {t('workQueue.settlement.none')}
          </Text>
        )}
      </Paper>
    </Link>
  );
}

function MoneyCard({ money }: { money: NonNullable<WorkQueue['money']> }) {
  const { t } = useTranslation('admin');
  const usdt = (amount: string) => `${formatUsdt(amount, i18n.language)} USDT`;
  const rows = [
    ['owed', money.owed_usdt],
    ['treasury', money.treasury_usdt],
    ['approvedUnpaid', money.approved_unpaid],
    ['feeRevenue', money.fee_revenue_usdt],
  ] as const;
  return (
    <Paper withBorder p="md" radius="md" h="100%" data-testid="work-queue-money">
      <Text size="sm" c="dimmed" mb={4}>
        {t('workQueue.money.title')}
      </Text>
      <Stack gap={2}>
        {rows.map(([key, amount]) => (
          <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{t(`workQueue.money.${key}`)}</Text>
            <Text
              size="sm"
              fw={key === 'owed' || key === 'treasury' ? 700 : 400}
              data-testid={`work-queue-money-${key}`}
            >
              {usdt(amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function Charts({ days }: { days: WorkQueue['days'] }) {
  const { t } = useTranslation('admin');
  const dayNames = days.map((d) => d.day);
  const count = (n: number) => formatCount(n, i18n.language);
  const usdt = (n: number) => `${formatUsdt(String(n), i18n.language, 0)} USDT`;
  const signups = days.map((d) => d.signups);
  const series = (['deposits', 'withdrawals', 'stakes'] as const).flatMap((key) => {
    if (days.some((d) => d[key] === null)) return [];
    const values = days.map((d) => Number(d[key]));
    return [{ key, values, total: usdt(values.reduce((a, b) => a + b, 0)) }];
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DailyBars
        title={t('workQueue.charts.signups')}
        days={dayNames}
        values={signups}
        format={count}
        total={count(signups.reduce((a, b) => a + b, 0))}
        testId="work-queue-chart-signups"
      />
      {series.map((s) => (
        <DailyBars
          key={s.key}
          title={t(`workQueue.charts.${s.key}`)}
          days={dayNames}
          values={s.values}
          format={usdt}
          total={s.total}
          testId={`work-queue-chart-${s.key}`}
        />
      ))}
    </SimpleGrid>
  );
}

/** The dashboard as a work queue: what waits (oldest first in each queue), the last settlement, the money, the last 30 days. */
export function WorkQueuePanel() {
  const { t } = useTranslation('admin');
  const workQueue = useWorkQueue();
  if (workQueue.isPending) return <PageLoader />;
  if (workQueue.isError) return <LoadError error={workQueue.error} onRetry={() => void workQueue.refetch()} />;
  const q = workQueue.data;
  return (
    <Stack gap="lg">
      {q.queues.length > 0 ? (
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('workQueue.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
            {q.queues.map((item) => (
              <QueueCard key={item.queue} item={item} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SettlementCard settlement={q.settlement} />
        {q.money ? <MoneyCard money={q.money} /> : null}
      </SimpleGrid>
      <section>
        <Title order={2} size="h4" mb="sm">
          {t('workQueue.charts.title')}
        </Title>
        <Charts days={q.days} />
      </section>
    </Stack>
  );
}
