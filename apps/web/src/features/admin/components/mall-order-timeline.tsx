import { Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { orderStatusColors } from './mall-status';

/** Every status the order went through, oldest first, with who moved it and their note (a cancel reason). */
export function MallOrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation('admin-mall');
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="admin-mall-order-timeline">
      {events.map((event, index) => (
        <Timeline.Item
          key={`${event.status}-${index}`}
          color={orderStatusColors[event.status]}
          title={t(`orderStatus.${event.status}`)}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at, i18n.language)} · {t(`actor.${event.actor}`)}
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
