import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type OrderDetail as Order,
  type OrderRequestKind,
  orderRequestKinds,
  parseMoneyToMicro,
} from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '@/components/ask-confirmation';
import { RecordCard } from '@/components/record-card';
import { StatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { decisionStatusColors } from '@/lib/status-colors';
import { useCancelOrder, useConfirmReceipt } from '../api/orders';
import { AddressText } from './address-text';
import { LineItem } from './line-item';
import { openOrderRequestForm } from './order-request-form';
import { OrderStatusBadge } from './order-status-badge';
import { SummaryLines } from './summary-lines';
import { useMallMoney } from './use-mall-money';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** The member's two moves on an order, by the status each leads to: cancel (a refund) and confirm receipt. */
const memberMoves = {
  received: {
    key: 'confirmReceipt',
    done: 'mall:orders.received',
    testId: 'mall-order-confirm-receipt',
    isDanger: false,
  },
  cancelled: { key: 'cancel', done: 'mall:orders.cancelled', testId: 'mall-order-cancel', isDanger: true },
} as const;
type MemberMove = keyof typeof memberMoves;
const isMemberMove = (status: string): status is MemberMove => status in memberMoves;

/**
 * The moves the order allows the member now (the server lists them): cancel before the goods leave,
 * confirm once they arrived. Each asks first and is keyed, so a retry never acts twice.
 */
function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('mall');
  const mutations = { received: useConfirmReceipt(), cancelled: useCancelOrder() };
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const moves = order.member_actions.filter(isMemberMove);
  if (moves.length === 0) return null;
  const act = async (move: MemberMove) => {
    const { key, done, isDanger } = memberMoves[move];
    const isConfirmed = await askConfirmation({
      title: t(`orders.${key}`),
      children: t(`orders.${key}Confirm`),
      color: isDanger ? 'red' : undefined,
      testId: `mall-order-${key}-confirm`,
    });
    if (!isConfirmed) return;
    try {
      await mutations[move].mutateAsync({ id: order.id, idempotencyKey: attemptKeys.keyFor(`${move}|${order.id}`) });
      attemptKeys.complete();
      notifySuccess(done);
    } catch (failure) {
      notifyError(failure);
    }
  };
  return (
    <Group grow gap="xs">
      {moves.map((move) => {
        const { key, testId, isDanger } = memberMoves[move];
        return (
          <Button
            key={move}
            color={isDanger ? 'red' : undefined}
            variant={isDanger ? 'light' : 'filled'}
            onClick={() => void act(move)}
            loading={mutations[move].isPending}
            data-testid={testId}
          >
            {t(`orders.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** Exchange and error requests: those made, and the buttons while their windows are open. */
function OrderRequests({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('mall');
  // The windows are days long: the time the page opened is close enough, and the server checks again.
  const [openedAtMs] = useState(() => Date.now());
  const until: Record<OrderRequestKind, string | null> = { exchange: order.exchange_until, error: order.error_until };
  const hasOpen = (kind: OrderRequestKind) => order.requests.some((r) => r.kind === kind && r.status === 'pending');
  const open = orderRequestKinds.filter((kind) => {
    const deadline = until[kind];
    return deadline !== null && Date.parse(deadline) > openedAtMs && !hasOpen(kind);
  });
  if (order.requests.length === 0 && open.length === 0) return null;
  return (
    <Section title={t('requests.title')}>
      <Stack gap="xs">
        {order.requests.map((request) => (
          <RecordCard
            key={request.id}
            title={t(`requests.kinds.${request.kind}`)}
            aside={
              <StatusBadge
                status={request.status}
                colors={decisionStatusColors}
                label={t(`requests.status.${request.status}`)}
                size="sm"
                testId="mall-request-status"
              />
            }
            meta={formatDateTime(request.created_at, i18n.language)}
            testId="mall-request-item"
          >
            <Text size="sm">{request.reason}</Text>
            {request.staff_answer ? (
              <Text size="sm" c="dimmed">
                {t('requests.answer', { answer: request.staff_answer })}
              </Text>
            ) : null}
          </RecordCard>
        ))}
        {open.map((kind) => (
          <Button
            key={kind}
            variant="light"
            onClick={() => openOrderRequestForm(order.id, kind)}
            data-testid={`mall-order-request-${kind}`}
          >
            {t(`requests.make.${kind}`, { date: formatDateTime(until[kind], i18n.language) })}
          </Button>
        ))}
      </Stack>
    </Section>
  );
}

/** One order: what was bought and paid, where it goes, how far it has come, and what the member can do. */
export function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('mall');
  const money = useMallMoney();
  const paid = [
    { amount: order.paid_usdt, mall: 'shop' as const, label: t('orders.paidCash'), testId: 'mall-order-paid-cash' },
    {
      amount: order.paid_voucher,
      mall: 'voucher' as const,
      label: t('orders.paidVoucher'),
      testId: 'mall-order-paid-voucher',
    },
  ].filter((line) => (parseMoneyToMicro(line.amount) ?? 0n) > 0n);
  return (
    <Stack gap="sm" data-testid="mall-order" data-status={order.status}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Title order={2} size="h5">
            {t('orders.orderNo', { no: order.id })}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`malls.${order.mall}`)} · {formatDateTime(order.created_at, i18n.language)}
          </Text>
        </Stack>
        <OrderStatusBadge status={order.status} />
      </Group>
      <OrderActions order={order} />
      <Stack gap="xs">
        {order.items.map((item) => (
          <LineItem
            key={item.variant_id}
            imageUrl={item.image_url}
            title={item.title}
            variantLabel={item.variant_label}
            testId="mall-order-line"
            meta={`${money(item.unit_price, order.mall)} × ${item.quantity}`}
            amount={money(item.line_total, order.mall)}
          />
        ))}
      </Stack>
      <SummaryLines
        testId="mall-order-summary"
        lines={[
          { label: t('cart.subtotal'), value: money(order.goods_total, order.mall), testId: 'mall-order-goods' },
          { label: t('cart.shipping'), value: money(order.shipping_fee, order.mall), testId: 'mall-order-shipping' },
          { label: t('cart.total'), value: money(order.total, order.mall), testId: 'mall-order-total', isStrong: true },
          ...paid.map((line) => ({ label: line.label, value: money(line.amount, line.mall), testId: line.testId })),
        ]}
      />
      <Section title={t('orders.delivery')}>
        <Stack gap={2}>
          {order.delivery === 'pickup' || !order.ship_to ? (
            <Text size="sm">{t('orders.pickup')}</Text>
          ) : (
            <AddressText address={order.ship_to} />
          )}
          {order.tracking_number ? (
            <Text size="sm" mt={4} data-testid="mall-order-tracking">
              {t('orders.shippedWith', {
                company: order.shipping_company ?? '—',
                tracking: order.tracking_number,
              })}
            </Text>
          ) : null}
        </Stack>
      </Section>
      <Section title={t('orders.timeline')}>
        <StatusTimeline
          events={order.events}
          label={(status) => t(`status.${status}`)}
          color="teal"
          testId="mall-order-timeline"
          eventTestId="mall-order-event"
        />
      </Section>
      <OrderRequests order={order} />
    </Stack>
  );
}
