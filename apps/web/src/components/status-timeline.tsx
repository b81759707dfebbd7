import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** One step of a record's history: the status it reached, when, who moved it and what they noted. */
export interface StatusEvent<S extends string> {
  status: S;
  at: string;
  note?: string | null;
}

/**
 * Every status a record went through, oldest first, with when it happened and the note (a cancel
 * reason). The member's and the back office's order screens show the same history; they differ only in
 * the words, the colours and whether the actor is named (`byline`).
 */
export function StatusTimeline<S extends string, E extends StatusEvent<S>>({
  events,
  label,
  color,
  statusColors,
  byline,
  testId,
  eventTestId,
}: {
  events: E[];
  label: (status: S) => string;
  /** One colour for the whole line; or `statusColors`, a colour per status. */
  color?: string;
  statusColors?: Record<S, string>;
  /** After the time: who moved the record. */
  byline?: (event: E) => string;
  testId: string;
  /** Names each step and gives its status (`data-status`), for tests that follow the history. */
  eventTestId?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} color={color} data-testid={testId}>
      {events.map((event, index) => (
        <Timeline.Item
          key={`${event.status}-${index}`}
          color={statusColors?.[event.status]}
          title={label(event.status)}
          data-testid={eventTestId}
          data-status={eventTestId ? event.status : undefined}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at, i18n.language)}
            {byline ? ` · ${byline(event)}` : null}
          </Text>
          {event.note ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.note}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
