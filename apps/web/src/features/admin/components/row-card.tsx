import { Group, Paper, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One row of a back-office list (the support inbox, news, contact messages): a bordered card with the
 * title and its badges on one line and the row's details below. `titleProps` says how a title that
 * does not fit behaves (cut, or wrapped when `wrap`), and its weight.
 */
export function RowCard({
  title,
  titleProps,
  aside,
  wrap = 'nowrap',
  testId,
  children,
}: {
  title: ReactNode;
  titleProps: TextProps;
  aside: ReactNode;
  wrap?: 'wrap' | 'nowrap';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" wrap={wrap} gap="xs">
        <Text {...titleProps}>{title}</Text>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
