import { Group, Paper, Text } from '@mantine/core';
import { formatDay } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

/**
 * One series per day as plain SVG bars (no chart library: the back office needs thirty bars, not a
 * dependency). Each bar names its day and value on hover; the total and the first and last day frame it.
 */
export function DailyBars({
  title,
  days,
  values,
  format,
  total,
  testId,
}: {
  title: string;
  days: string[];
  values: number[];
  format: (value: number) => string;
  total: string;
  testId: string;
}) {
  const max = Math.max(0, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" truncate>
          {title}
        </Text>
        <Text fw={700} data-testid={`${testId}-total`}>
          {total}
        </Text>
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={title}
        style={{ display: 'block', marginTop: 8 }}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="var(--mantine-color-gray-4)" />
        {values.map((value, i) => {
          const height = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={days[i]}
              x={i * slot + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, slot - GAP)}
              height={height}
              fill="var(--mantine-color-teal-6)"
            >
              <title>{`${formatDay(days[i]!, i18n.language)}: ${format(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {days[0] ? formatDay(days[0], i18n.language) : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {days.at(-1) ? formatDay(days.at(-1)!, i18n.language) : ''}
        </Text>
      </Group>
    </Paper>
  );
}
