import { Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** Each step the order went through, oldest first, with when it happened and what was noted. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation('mall');
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} color="teal" data-testid="mall-order-timeline">
      {events.map((event, index) => (
        <Timeline.Item
          key={`${event.status}-${index}`}
          title={t(`status.${event.status}`)}
          data-testid="mall-order-event"
          data-status={event.status}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at, i18n.language)}
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
