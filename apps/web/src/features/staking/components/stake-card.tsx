import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type StakeStatus,
  type StakeView,
  type StakingPackage,
  type TerminateAction,
  formatMicro,
  liveStakeStatuses,
  parseMoneyToMicro,
  daysBetween,
} from '@tandem/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { formatDay, formatUsdt } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useChangePackage, useTerminateStake } from '../api/stake-actions';
import { createAttemptKeys } from '@/lib/attempt-key';
import type { ConfirmLine } from './confirm-step';
import { loadStakeDialogs } from '../on-demand';
import { loadOnIntent } from '@/lib/on-demand';

export const statusColor: Record<StakeStatus, string> = {
  not_activated: 'gray',
  active: 'teal',
  quit_request_pending: 'orange',
  surrender_pending: 'orange',
  surrender_approved: 'grape',
  terminated: 'blue',
  end: 'blue',
};

/** The note under a stake that waits on something: the day it starts, or that staff are deciding. */
const statusNotes: Partial<Record<StakeStatus, { key: string; color: string }>> = {
  not_activated: { key: 'stake.notActivatedNote', color: 'dimmed' },
  quit_request_pending: { key: 'stake.quitPendingNote', color: 'orange.8' },
  surrender_pending: { key: 'stake.surrenderPendingNote', color: 'orange.8' },
};

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One stake: its state, the countdowns (days to maturity, days until surrender opens), and what the
 * member may do with it now. Every action shows its outcome first (the penalty and what comes back),
 * then asks for the secondary password.
 */
export function StakeCard({ stake, packages, today }: { stake: StakeView; packages: StakingPackage[]; today: string }) {
  const { t, i18n } = useTranslation('staking');
  const lng = i18n.language;
  const money = (value: string) => `${formatUsdt(value, lng)} USDT`;
  const terminate = useTerminateStake();
  const change = useChangePackage();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);

  const pkg = packages.find((p) => p.id === stake.package_id);
  const daysToMaturity = stake.term_end_day ? daysBetween(today, stake.term_end_day) : null;
  const daysToSurrender = stake.surrender_opens_day ? daysBetween(today, stake.surrender_opens_day) : null;
  const termDays = pkg?.term_days ?? null;
  const isLive = (liveStakeStatuses as readonly StakeStatus[]).includes(stake.status);

  const penaltyLine = (): ConfirmLine[] => {
    const asMoney = formatMicro(
      (parseMoneyToMicro(stake.amount) ?? 0n) - (parseMoneyToMicro(stake.penalty_amount) ?? 0n),
    );
    return [
      { label: t('stake.principal'), value: money(stake.amount) },
      {
        label: t('preview.penalty', { percent: stake.penalty_percent.replace(/\.?0+$/, '') }),
        value: `− ${money(stake.penalty_amount)}`,
        isLoss: true,
        testId: 'confirm-penalty',
      },
      { label: t('actions.returned'), value: money(asMoney), testId: 'confirm-returned' },
    ];
  };

  const run = async (action: TerminateAction) => {
    const { confirmStep, sendAndNotify } = await loadStakeDialogs();
    const confirmed = await confirmStep(
      action === 'surrender'
        ? {
            title: t('actions.surrenderTitle'),
            intro: t('actions.surrenderIntro'),
            lines: penaltyLine(),
            confirmLabel: t('actions.surrender'),
            color: 'red',
          }
        : action === 'redeem'
          ? {
              title: t('actions.redeemTitle'),
              intro: t('actions.redeemIntro'),
              lines: [{ label: t('actions.returned'), value: money(stake.amount), testId: 'confirm-returned' }],
              confirmLabel: t('actions.redeem'),
            }
          : {
              title: t('actions.maturityTitle'),
              intro: t('actions.maturityIntro', {
                day: stake.term_end_day ? formatDay(stake.term_end_day, lng) : '',
              }),
              lines: [{ label: t('actions.returned'), value: money(stake.amount), testId: 'confirm-returned' }],
              confirmLabel: t('actions.maturity'),
            },
    );
    if (!confirmed) return;
    await sendAndNotify(async (secPassword) => {
      await terminate.mutateAsync({
        stake_id: stake.id,
        action,
        sec_password: secPassword,
        idempotencyKey: attemptKeys.keyFor(`${action}|${stake.id}`),
      });
      attemptKeys.complete();
    }, `staking:actions.done.${action}`);
  };

  const onChangePlan = async () => {
    const { choosePackage, sendAndNotify } = await loadStakeDialogs();
    const target = await choosePackage(stake, packages);
    if (target === null) return;
    await sendAndNotify(async (secPassword) => {
      await change.mutateAsync({
        stake_id: stake.id,
        package_id: target.id,
        sec_password: secPassword,
        idempotencyKey: attemptKeys.keyFor(`change|${stake.id}|${target.id}`),
      });
      attemptKeys.complete();
    }, 'staking:actions.done.change');
  };

  const note = statusNotes[stake.status];
  const isBusy = terminate.isPending || change.isPending;
  /** What the member may do with the stake now, in the order the buttons stand. */
  const actions = [
    { name: 'change', isAllowed: stake.can_change_package, testId: 'stake-change', onClick: onChangePlan },
    { name: 'redeem', isAllowed: stake.can_redeem, testId: 'stake-redeem', onClick: () => run('redeem') },
    {
      name: 'maturity',
      isAllowed: stake.can_quit_at_maturity,
      color: 'orange',
      testId: 'stake-quit',
      onClick: () => run('maturity'),
    },
    {
      name: 'surrender',
      isAllowed: stake.can_surrender,
      color: 'red',
      testId: 'stake-surrender',
      onClick: () => run('surrender'),
    },
  ].filter((action) => action.isAllowed);

  return (
    <Paper withBorder radius="md" p="md" data-testid="stake-card" data-stake-id={stake.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end" data-server-text>
              {stake.package_name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('stake.stakedOn', { day: formatDay(stake.staked_at.slice(0, 10), lng) })}
              {stake.cycle > 1 ? ` · ${t('stake.cycle', { cycle: stake.cycle })}` : ''}
            </Text>
          </div>
          <StatusBadge
            status={stake.status}
            colors={statusColor}
            label={t(`status.${stake.status}`)}
            testId="stake-status"
            radius="sm"
            tt="none"
            style={{ flexShrink: 0 }}
          />
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <Fact label={t('stake.principal')} value={money(stake.amount)} testId="stake-amount" />
          <Fact label={t('stake.dailyProfit')} value={money(stake.daily_profit)} />
          <Fact label={t('stake.totalProfit')} value={money(stake.total_profit)} testId="stake-total-profit" />
          <Fact label={t('stake.startDay')} value={formatDay(stake.start_day, lng)} />
        </SimpleGrid>

        {isLive && stake.term_end_day && daysToMaturity !== null ? (
          <div data-testid="stake-maturity">
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {t('stake.maturesOn', { day: formatDay(stake.term_end_day, lng) })}
              </Text>
              <Text size="xs" fw={600}>
                {daysToMaturity > 0 ? t('stake.daysLeft', { count: daysToMaturity }) : t('stake.maturesToday')}
              </Text>
            </Group>
            {termDays ? (
              <Progress
                mt={4}
                size="sm"
                value={Math.min(100, Math.max(0, ((termDays - daysToMaturity) / termDays) * 100))}
                aria-label={t('stake.maturesOn', { day: formatDay(stake.term_end_day, lng) })}
              />
            ) : null}
          </div>
        ) : null}
        {isLive && stake.surrender_opens_day && daysToSurrender !== null && daysToSurrender > 0 ? (
          <Text size="xs" c="dimmed" data-testid="stake-surrender-countdown">
            {t('stake.surrenderOpensIn', { count: daysToSurrender, day: formatDay(stake.surrender_opens_day, lng) })}
          </Text>
        ) : null}
        {stake.type === 'contract' && isLive ? (
          <Text size="xs" c="dimmed">
            {t('rules.noEarlyExit')}
          </Text>
        ) : null}
        {note ? (
          <Text size="xs" c={note.color}>
            {t(note.key, { day: formatDay(stake.start_day, lng) })}
          </Text>
        ) : null}

        {actions.length > 0 ? (
          <Group gap="xs" grow>
            {actions.map((action) => (
              <Button
                key={action.name}
                size="xs"
                variant="light"
                color={action.color}
                disabled={isBusy}
                onClick={() => void action.onClick().catch(notifyError)}
                {...loadOnIntent(loadStakeDialogs)}
                data-testid={action.testId}
              >
                {t(`actions.${action.name}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
