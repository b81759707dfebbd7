import { Button, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import type { StoreOrder } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { RecordCard } from '@/components/record-card';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmPickup, useStoreOrderStep } from '../api/orders';
import { ShipOrderForm } from './ship-order-form';
import { StoreOrderStatusBadge } from './store-badges';

/** One order the store sold: what, to whom or picked up, its timeline, and the store's next steps. */
export function StoreOrderDetail({ order }: { order: StoreOrder }) {
  const { t, i18n } = useTranslation(['stores', 'mall']);
  const usdt = (amount: string) => `${formatUsdt(amount, i18n.language)} USDT`;
  return (
    <Stack gap="sm" data-testid="store-order-detail">
      <RecordCard
        title={`#${order.id}`}
        aside={<StoreOrderStatusBadge status={order.status} />}
        meta={formatDateTime(order.created_at, i18n.language)}
        metaAside={
          <Text size="sm" fw={600}>
            {usdt(order.total)}
          </Text>
        }
      >
        {order.items.map((item) => (
          <Group key={item.variant_id} justify="space-between" mt={4} wrap="nowrap">
            <Text size="sm">
              {item.title} · {item.variant_label} × {item.quantity}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {usdt(item.line_total)}
            </Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed" mt={4}>
          {t(`orders.delivery.${order.delivery}`)}
          {order.ship_to
            ? ` · ${order.ship_to.receiver} ${order.ship_to.phone} · ${order.ship_to.address}, ${order.ship_to.state} ${order.ship_to.postcode}, ${order.ship_to.country}`
            : ''}
        </Text>
        {order.tracking_number ? (
          <Text size="sm" mt={4} data-testid="store-order-tracking">
            {order.shipping_company} · {order.tracking_number}
          </Text>
        ) : null}
      </RecordCard>
      <StoreOrderActions order={order} />
      <Paper withBorder radius="md" p="sm">
        <Timeline active={order.events.length - 1} bulletSize={12} lineWidth={2}>
          {order.events.map((event) => (
            <Timeline.Item key={`${event.status}-${event.at}`} title={t(`mall:status.${event.status}`)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(event.at, i18n.language)}
                {event.note ? ` · ${event.note}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}

/**
 * The steps the server says the store may take now: shipping needs the company and tracking number,
 * collecting a pick-up is its own call, every other step is one button.
 */
function StoreOrderActions({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('stores');
  const step = useStoreOrderStep();
  const pickup = useConfirmPickup();
  if (order.store_actions.length === 0) return null;
  const run = (call: Promise<unknown>) =>
    call.then(() => notifySuccess('stores:orders.moved')).catch((error: unknown) => notifyError(error));
  return (
    <Stack gap="xs" data-testid="store-order-actions">
      {order.store_actions.map((to) => {
        if (to === 'shipped') return <ShipOrderForm key={to} orderId={order.id} />;
        if (to === 'pickup_confirmed') {
          return (
            <Button
              key={to}
              loading={pickup.isPending}
              onClick={() => void run(pickup.mutateAsync({ id: order.id }))}
              data-testid="store-order-confirm-pickup"
            >
              {t('orders.steps.pickup_confirmed')}
            </Button>
          );
        }
        if (to === 'processing' || to === 'ready_to_ship' || to === 'ready_pickup') {
          return (
            <Button
              key={to}
              loading={step.isPending}
              onClick={() => void run(step.mutateAsync({ id: order.id, status: to }))}
              data-testid={`store-order-step-${to}`}
            >
              {t(`orders.steps.${to}`)}
            </Button>
          );
        }
        return null;
      })}
    </Stack>
  );
}
