import { Group, Paper, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge, type StatusBadgeProps } from './status-badge';

export interface RecordCardProps<S extends string = string> {
  /** The head line: what the record is (a network, a counterparty, a package, a ticket's title). */
  title: ReactNode;
  /** Overrides of the title's type, for lists whose title is a headline rather than a label. */
  titleProps?: TextProps;
  /** On the title's right: the record's status, small and in its own case as every record list shows it. */
  status?: StatusBadgeProps<S>;
  /** On the title's right instead of a status: an amount, or badges of the list's own. */
  aside?: ReactNode;
  /** `flex-start` when the title may wrap onto a second line. */
  align?: 'flex-start';
  /** The details between the head line and the foot line. */
  children?: ReactNode;
  /** The foot line in small grey type: when it happened, and what else the list says there. */
  meta?: ReactNode;
  /** On the foot line's right: an action, a fee or a second status. */
  metaAside?: ReactNode;
  testId?: string;
}

/**
 * One row of a member's record list (deposits, withdrawals, transfers, wallet and staking records,
 * tickets, notices): a bordered card with the title and its status or amount on one line, the
 * details below, and the date at the foot. Lists differ in what they put there, not in the layout.
 */
export function RecordCard<S extends string>({
  title,
  titleProps,
  status,
  aside,
  align,
  children,
  meta,
  metaAside,
  testId,
}: RecordCardProps<S>) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align={align}>
        <Text fw={600} size="sm" miw={0} {...titleProps}>
          {title}
        </Text>
        {status ? <StatusBadge size="sm" tt="none" {...status} /> : aside}
      </Group>
      {children}
      {meta === undefined ? null : (
        <Group justify="space-between" mt={4} gap="xs">
          <Text size="xs" c="dimmed">
            {meta}
          </Text>
          {metaAside}
        </Group>
      )}
    </Paper>
  );
}
