import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type StakingInfo, parseMoneyToMicro } from '@tandem/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdt } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useRedeemProfit } from '../api/stake-actions';
import { createAttemptKeys } from '@/lib/attempt-key';
import { loadStakeDialogs } from '../on-demand';
import { FigureCard } from '@/components/figure-card';
import { TotalsHero } from '@/components/totals-hero';

/**
 * The asset summary: principal at work, profit waiting to be claimed (with the claim itself, into the
 * profit wallet), total profit, and the four bonus totals.
 */
export function StakingSummary({ info }: { info: StakingInfo }) {
  // The wallet's names (in the claim's confirmation) load with the dialogs.
  const { t, i18n } = useTranslation('staking');
  const lng = i18n.language;
  const money = (value: string) => formatUsdt(value, lng);
  const redeem = useRedeemProfit();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const hasClaimable = (parseMoneyToMicro(info.claimable_profit) ?? 0n) > 0n;

  const onClaim = async () => {
    const { confirmStep, sendAndNotify } = await loadStakeDialogs();
    const confirmed = await confirmStep({
      title: t('claim.title'),
      intro: t('claim.intro', { wallet: t('wallet:names.point2') }),
      lines: [
        { label: t('summary.claimable'), value: `${money(info.claimable_profit)} USDT`, testId: 'confirm-claim' },
      ],
      confirmLabel: t('claim.submit'),
    });
    if (!confirmed) return;
    await sendAndNotify(async (secPassword) => {
      await redeem.mutateAsync({
        sec_password: secPassword,
        idempotencyKey: attemptKeys.keyFor(info.claimable_profit),
      });
      attemptKeys.complete();
    }, 'staking:claim.done');
  };

  return (
    <Stack gap="sm" data-testid="staking-summary">
      <TotalsHero color="teal">
        <Text size="sm" opacity={0.9}>
          {t('summary.principal')}
        </Text>
        <Group gap={6} align="baseline">
          <Text fw={800} fz={28} data-testid="summary-principal" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(info.principal)}
          </Text>
          <Text size="sm" fw={600}>
            USDT
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" opacity={0.85}>
            {t('summary.liveCount', { count: info.live_count })}
          </Text>
          <Text size="xs" opacity={0.85} data-testid="summary-total-profit">
            {t('summary.totalProfitLine', { amount: money(info.total_profit) })}
          </Text>
        </Group>
        <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
          <div>
            <Text size="xs" opacity={0.85}>
              {t('summary.claimable')}
            </Text>
            <Text fw={700} data-testid="summary-claimable" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(info.claimable_profit)} USDT
            </Text>
          </div>
          <Button
            variant="white"
            size="sm"
            disabled={!hasClaimable}
            loading={redeem.isPending}
            onClick={() => void onClaim().catch(notifyError)}
            onPointerEnter={() => void loadStakeDialogs()}
            onFocus={() => void loadStakeDialogs()}
            data-testid="summary-claim"
          >
            {t('claim.submit')}
          </Button>
        </Group>
      </TotalsHero>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <FigureCard label={t('summary.staticBonus')} value={money(info.static_bonus)} testId="summary-static" />
        <FigureCard label={t('summary.dynamicBonus')} value={money(info.dynamic_bonus)} testId="summary-dynamic" />
        <FigureCard label={t('summary.levelBonus')} value={money(info.level_bonus)} testId="summary-level" />
        <FigureCard label={t('summary.specialBonus')} value={money(info.special_bonus)} testId="summary-special" />
      </SimpleGrid>
    </Stack>
  );
}
