import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SummaryLine {
  label: ReactNode;
  value: ReactNode;
  testId: string;
  isStrong?: boolean;
}

/** Label-and-amount rows under a cart, a checkout or an order (goods, shipping, total, what was paid). */
export function SummaryLines({ lines, testId }: { lines: SummaryLine[]; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      {lines.map((line) => (
        <Group key={line.testId} justify="space-between" wrap="nowrap">
          <Text size="sm" c={line.isStrong ? undefined : 'dimmed'} fw={line.isStrong ? 600 : undefined}>
            {line.label}
          </Text>
          <Text size="sm" fw={line.isStrong ? 700 : undefined} data-testid={line.testId}>
            {line.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
