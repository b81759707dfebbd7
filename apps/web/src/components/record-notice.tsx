import { Badge, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordCard } from './record-card';

/**
 * A notice in one of the member's inboxes (notifications, announcements): bold with a "new" badge
 * until read, its excerpt below and its date at the foot. Tapping it opens it; the inbox decides what
 * opening means (a page, a dialog) and marks it read.
 */
export function RecordNotice({
  title,
  body,
  bodyLines,
  date,
  isUnread,
  newLabel,
  newTestId,
  onOpen,
  testId,
  kind,
}: {
  title: ReactNode;
  body: ReactNode;
  /** How many lines of the body show before it is cut. */
  bodyLines: number;
  date: string;
  isUnread: boolean;
  newLabel: string;
  newTestId?: string;
  onOpen: () => void;
  testId: string;
  /** What the notice is about, for tests that look for one kind. */
  kind?: string;
}) {
  return (
    <UnstyledButton onClick={onOpen} data-testid={testId} data-kind={kind} data-unread={isUnread || undefined}>
      <RecordCard
        align="flex-start"
        title={title}
        titleProps={{ size: 'md', fw: isUnread ? 700 : 500, lineClamp: 2 }}
        aside={
          isUnread ? (
            <Badge color="red" size="sm" variant="filled" style={{ flexShrink: 0 }} data-testid={newTestId}>
              {newLabel}
            </Badge>
          ) : null
        }
      >
        <Text size="sm" c="dimmed" lineClamp={bodyLines} mt={2} style={{ overflowWrap: 'anywhere' }}>
          {body}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {date}
        </Text>
      </RecordCard>
    </UnstyledButton>
  );
}
