import { Anchor, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type DataColumn, DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { AdminOrderDetail, OrderItem } from '@tandem/contracts';
import { StatusTimeline } from '@/components/status-timeline';
import { DetailField, DetailSection, TitledList } from './detail-section';
import { MallOrderActions } from './mall-order-actions';
import { MallRequestCard } from './mall-request-card';
import { OrderStatusBadge, orderStatusColors, useMallPrice } from './mall-status';
import { MemberLink } from './member-link';

/** Whether a decimal amount is nothing at all (compared as text: amounts never become floats). */
const isZero = (amount: string) => /^0*\.?0*$/.test(amount);

/** What was bought, line by line, in the order's mall asset. */
function OrderItems({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-mall');
  const price = useMallPrice();
  const columns: DataColumn<OrderItem>[] = [
    {
      key: 'title',
      header: t('order.item'),
      cell: (item) => (
        <Group gap="sm" wrap="nowrap">
          {item.image_url ? <Image src={item.image_url} alt="" w={40} h={40} radius="sm" fit="cover" /> : null}
          <div>
            <Anchor component={Link} to={paths.admin.mallProduct(item.product_id)} size="sm" fw={600}>
              {item.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {item.variant_label}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: 'unit', header: t('order.unitPrice'), align: 'right', cell: (item) => price(item.unit_price, order.mall) },
    { key: 'quantity', header: t('order.quantity'), align: 'right', cell: (item) => item.quantity },
    { key: 'total', header: t('order.lineTotal'), align: 'right', cell: (item) => price(item.line_total, order.mall) },
  ];
  return (
    <DetailSection title={t('order.items')}>
      <DataTable
        columns={columns}
        rows={order.items}
        rowKey={(item) => item.variant_id}
        testId="admin-mall-order-items"
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md">
        <DetailField label={t('order.goodsTotal')}>{price(order.goods_total, order.mall)}</DetailField>
        <DetailField label={t('order.shippingFee')}>{price(order.shipping_fee, order.mall)}</DetailField>
        <DetailField label={t('order.total')}>{price(order.total, order.mall)}</DetailField>
        <DetailField label={t(`payType.${order.pay_type}`)}>
          {[
            isZero(order.paid_usdt) ? null : price(order.paid_usdt, 'shop'),
            isZero(order.paid_voucher) ? null : price(order.paid_voucher, 'voucher'),
          ]
            .filter(Boolean)
            .join(' + ')}
        </DetailField>
      </SimpleGrid>
    </DetailSection>
  );
}

/** Where the goods go (the receiver and address), or that the member picks them up; and how they were sent. */
function OrderDelivery({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin-mall');
  const to = order.ship_to;
  return (
    <DetailSection title={t(`delivery.${order.delivery}`)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {to ? (
          <>
            <DetailField label={t('order.receiver')}>
              {to.receiver} · {to.phone}
            </DetailField>
            <DetailField label={t('order.address')}>
              {[to.address, to.state, to.postcode, to.country].join(', ')}
            </DetailField>
          </>
        ) : null}
        {order.shipping_company ? (
          <DetailField label={t('order.shippingCompany')}>{order.shipping_company}</DetailField>
        ) : null}
        {order.tracking_number ? (
          <DetailField label={t('order.trackingNumber')}>{order.tracking_number}</DetailField>
        ) : null}
        {order.received_at ? (
          <DetailField label={t('order.receivedAt')}>{formatDateTime(order.received_at, i18n.language)}</DetailField>
        ) : null}
      </SimpleGrid>
    </DetailSection>
  );
}

/**
 * One order for the back office: who bought what in which mall, where it goes, its timeline, the
 * member's exchange/error requests, and the moves staff may make now.
 */
export function MallOrderDetail({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin-mall');
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <DetailSection>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <DetailField label={t('order.member')}>
                <MemberLink id={order.member_id} size="sm">
                  {order.member_username}
                </MemberLink>
              </DetailField>
              <DetailField label={t('order.mall')}>{t(`mall.${order.mall}`)}</DetailField>
              <DetailField label={t('order.createdAt')}>{formatDateTime(order.created_at, i18n.language)}</DetailField>
            </SimpleGrid>
          </DetailSection>
          <OrderItems order={order} />
          <OrderDelivery order={order} />
          <DetailSection>
            <TitledList
              title={t('order.requests')}
              items={order.requests}
              emptyText={t('order.noRequests')}
              renderItem={(request) => <MallRequestCard key={request.id} request={request} />}
            />
          </DetailSection>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <DetailSection>
            <Group justify="space-between" mb="sm">
              <Title order={4}>{t('order.actions')}</Title>
              <OrderStatusBadge status={order.status} />
            </Group>
            <MallOrderActions order={order} />
          </DetailSection>
          <DetailSection title={t('order.timeline')}>
            <StatusTimeline
              events={order.events}
              label={(status) => t(`orderStatus.${status}`)}
              statusColors={orderStatusColors}
              byline={(event) => t(`actor.${event.actor}`)}
              testId="admin-mall-order-timeline"
            />
          </DetailSection>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
