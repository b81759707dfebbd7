import { Group, Stack, Text } from '@mantine/core';
import type { StakingPackage } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, formatUsdt } from '@/lib/format';
import { type StakePreview, annualPercentOf } from '../stake-rules';

function Line(props: { label: string; value: string; testId: string; isLoss?: boolean; wraps?: boolean }) {
  const { label, value, testId, isLoss, wraps } = props;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={600}
        ta="right"
        c={isLoss ? 'red.7' : undefined}
        style={wraps ? undefined : { whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The outcome of a stake before it is made: what it earns, from when, until when, and what leaving early costs. */
export function PreviewLines({ pkg, preview }: { pkg: StakingPackage; preview: StakePreview }) {
  const { t, i18n } = useTranslation('staking');
  const lng = i18n.language;
  const money = (value: string) => `${formatUsdt(value, lng, 6).replace(/0{1,4}$/, '')} USDT`;
  const daily = pkg.daily_rate.replace(/\.?0+$/, '');
  return (
    <Stack gap={4}>
      <Line
        label={t('yield.rate')}
        value={t('yield.rateValue', { daily, annual: annualPercentOf(pkg.daily_rate) ?? '—' })}
        testId="preview-rate"
        wraps
      />
      <Line label={t('preview.dailyProfit')} value={money(preview.dailyProfit)} testId="preview-daily-profit" />
      <Line
        label={t('preview.firstProfitDay')}
        value={formatDay(preview.firstProfitDay, lng)}
        testId="preview-first-day"
      />
      <Line
        label={t('preview.maturity')}
        value={preview.maturityDay ? formatDay(preview.maturityDay, lng) : t('preview.openEnded')}
        testId="preview-maturity"
      />
      {preview.termEstimate ? (
        <>
          <Line
            label={t('yield.termEstimate', { days: preview.termEstimate.businessDays })}
            value={`≈ ${money(preview.termEstimate.profit)}`}
            testId="preview-term-estimate"
          />
          <Text size="xs" c="dimmed">
            {t('yield.estimateNote')}
          </Text>
        </>
      ) : null}
      {pkg.type === 'fixed' && pkg.term_days !== null ? (
        <Text size="xs" c="dimmed">
          {t('preview.autoRenew')}
        </Text>
      ) : null}
      {preview.surrenderOpensDay ? (
        <>
          <Line
            label={t('preview.surrenderOpens')}
            value={formatDay(preview.surrenderOpensDay, lng)}
            testId="preview-surrender-day"
          />
          <Line
            label={t('preview.penalty', { percent: pkg.penalty_percent.replace(/\.?0+$/, '') })}
            value={money(preview.penalty)}
            testId="preview-penalty"
            isLoss
          />
          <Line
            label={t('preview.surrenderReturns')}
            value={money(preview.surrenderReturns)}
            testId="preview-returns"
          />
        </>
      ) : (
        <Text size="xs" c="dimmed" data-testid="preview-no-exit">
          {pkg.type === 'flexible' ? t('preview.redeemAnyTime') : t('preview.noEarlyExit')}
        </Text>
      )}
    </Stack>
  );
}
