import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StakingPackage } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { annualPercentOf } from '../stake-rules';
import { loadStakeForm } from '../on-demand';
import { loadOnIntent } from '@/lib/on-demand';

const trimZeros = (amount: string) => amount.replace(/\.?0+$/, '');

/** One package on offer: its rules in plain words, the daily rate (labelled when it is a demo rate), and a way to stake. */
export function PackageCard({ pkg, onStake }: { pkg: StakingPackage; onStake: () => void }) {
  const { t } = useTranslation('staking');
  const annual = annualPercentOf(pkg.daily_rate);
  const rules = {
    min: trimZeros(pkg.min_amount),
    max: pkg.max_amount === null ? '' : trimZeros(pkg.max_amount),
    step: trimZeros(pkg.step_amount),
  };
  const exitRule =
    pkg.type === 'flexible'
      ? t('rules.redeemAnyTime')
      : pkg.surrender_after_days !== null
        ? t('rules.surrender', { days: pkg.surrender_after_days, percent: trimZeros(pkg.penalty_percent) })
        : t('rules.noEarlyExit');
  return (
    <Paper withBorder radius="md" p="md" data-testid={`package-card-${pkg.code}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} miw={0} data-server-text>
            {pkg.name}
          </Text>
          <Badge variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {t(`types.${pkg.type}`)}
          </Badge>
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={24} fw={800} c="teal.7" lh={1.1} data-testid="package-rate">
            {trimZeros(pkg.daily_rate)}%
          </Text>
          <Text size="sm" c="dimmed">
            {t('package.perDay')}
          </Text>
          {pkg.is_demo_rate ? (
            <Badge color="yellow" variant="light" size="sm" radius="sm" tt="none" data-testid="package-demo-rate">
              {t('package.demoRate')}
            </Badge>
          ) : null}
        </Group>
        {annual === null ? null : (
          <Text size="sm" c="teal.8" fw={600} data-testid="package-annual">
            {t('yield.annual', { percent: annual })}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              ({t('yield.annualNote')})
            </Text>
          </Text>
        )}
        <Text size="sm">
          {pkg.term_days === null ? t('rules.openEnded') : t('rules.term', { days: pkg.term_days })}
        </Text>
        <Text size="sm">{t(`rules.${pkg.max_amount === null ? 'amountNoCap' : 'amountRange'}`, rules)}</Text>
        <Text size="sm" c="dimmed">
          {exitRule}
        </Text>
        <Button mt={4} onClick={onStake} {...loadOnIntent(loadStakeForm)} data-testid={`package-stake-${pkg.code}`}>
          {t('package.stake')}
        </Button>
      </Stack>
    </Paper>
  );
}
