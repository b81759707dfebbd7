import { Paper, Text } from '@mantine/core';

/** A small labelled figure (a count or an amount) in a bordered card, for summary grids. */
export function FigureCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="xs" c="dimmed" lineClamp={1}>
        {label}
      </Text>
      <Text fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}
