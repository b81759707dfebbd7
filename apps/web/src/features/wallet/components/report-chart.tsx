import { Group, Stack, Text } from '@mantine/core';
import { parseMoneyToMicro } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatUsdt } from '@/lib/format';
import type { TypeTotal } from '../report-totals';

const BAR_HEIGHT = 12;
const ROW_HEIGHT = 36;
const IN_COLOR = 'var(--mantine-color-teal-6)';
const OUT_COLOR = 'var(--mantine-color-red-6)';

/** Proportions only; the exact figures are printed beside each bar. */
const widthOf = (amount: string, maxMicro: bigint) => {
  const micro = parseMoneyToMicro(amount) ?? 0n;
  if (maxMicro === 0n || micro === 0n) return 0;
  return Math.max(1, Number((micro * 1000n) / maxMicro) / 10);
};

/** One of a row's two bars: the grey track and, over it, this amount's share of the largest one. */
function Bar({ y, amount, maxMicro, color }: { y: number; amount: string; maxMicro: bigint; color: string }) {
  return (
    <>
      <rect x="0" y={y} width="100%" height={BAR_HEIGHT} rx="3" fill="var(--mantine-color-gray-1)" />
      <rect x="0" y={y} width={`${widthOf(amount, maxMicro)}%`} height={BAR_HEIGHT} rx="3" fill={color} />
    </>
  );
}

/** Money in and out per type as paired horizontal bars: an inline SVG, readable on a phone. */
export function ReportChart({ totals }: { totals: TypeTotal[] }) {
  const { t, i18n } = useTranslation('wallet');
  const maxMicro = totals.reduce((max, line) => {
    const inMicro = parseMoneyToMicro(line.totalIn) ?? 0n;
    const outMicro = parseMoneyToMicro(line.totalOut) ?? 0n;
    const larger = inMicro > outMicro ? inMicro : outMicro;
    return larger > max ? larger : max;
  }, 0n);

  return (
    <Stack gap="xs" data-testid="report-chart">
      <Group gap="md">
        {(
          [
            ['in', IN_COLOR],
            ['out', OUT_COLOR],
          ] as const
        ).map(([key, color]) => (
          <Group key={key} gap={6}>
            <svg width="12" height="12" aria-hidden>
              <rect width="12" height="12" rx="2" fill={color} />
            </svg>
            <Text size="xs">{t(`report.${key}`)}</Text>
          </Group>
        ))}
      </Group>
      {totals.map((line) => (
        <div key={line.type} data-testid="report-chart-row">
          <Text size="sm" fw={600}>
            {t(`types.${line.type}`, { defaultValue: line.type })}
          </Text>
          <svg
            width="100%"
            height={ROW_HEIGHT}
            role="img"
            aria-label={t('report.barLabel', {
              type: t(`types.${line.type}`, { defaultValue: line.type }),
              in: formatUsdt(line.totalIn, i18n.language),
              out: formatUsdt(line.totalOut, i18n.language),
            })}
          >
            <Bar y={2} amount={line.totalIn} maxMicro={maxMicro} color={IN_COLOR} />
            <Bar y={BAR_HEIGHT + 8} amount={line.totalOut} maxMicro={maxMicro} color={OUT_COLOR} />
          </svg>
        </div>
      ))}
    </Stack>
  );
}
