import { Button, Group, Text } from '@mantine/core';
import type { AdminOrderDetail, OrderStatus, StaffOrderStepInput } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '@/components/ask-confirmation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useMoveMallOrder } from '../api/mall-orders';
import { MallShipDialog } from './mall-ship-dialog';
import { ReasonModal } from './reason-modal';

/** Red for the one step that undoes the order (and refunds it); the others move it forward. */
const colorOf = (status: OrderStatus) => (status === 'cancelled' ? 'red' : 'teal');

/**
 * The steps staff may take on this order now (`staff_actions`: the contracts' transition table for
 * the staff, from where the order is). Shipping asks for the company and tracking number, cancelling
 * for a reason (the member reads it on the timeline), every other step for a confirmation.
 */
export function MallOrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-mall');
  const move = useMoveMallOrder(order.id);
  const [dialog, setDialog] = useState<'shipped' | 'cancelled' | null>(null);

  const close = () => {
    setDialog(null);
    move.reset();
  };
  /** From a dialog, a failure stays in it (what was typed is kept); from a button, it is the notice. */
  const step = (input: StaffOrderStepInput, isFromDialog: boolean) =>
    move.mutate(input, {
      onSuccess: () => {
        if (isFromDialog) close();
        notifySuccess(`admin-mall:moved.${input.status}`);
      },
      onError: isFromDialog ? undefined : notifyError,
    });
  const start = async (status: OrderStatus) => {
    if (status === 'shipped' || status === 'cancelled') {
      move.reset();
      return setDialog(status);
    }
    const isSure = await askConfirmation({
      title: t(`move.${status}`),
      children: <Text size="sm">{t('confirmMove', { status: t(`orderStatus.${status}`) })}</Text>,
      confirmLabel: t(`move.${status}`),
      color: colorOf(status),
      testId: 'admin-mall-move-confirm',
    });
    if (isSure) step({ status } as StaffOrderStepInput, false);
  };

  if (order.staff_actions.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="admin-mall-order-no-actions">
        {t('order.noActions')}
      </Text>
    );
  return (
    <>
      <Group gap="xs" data-testid="admin-mall-order-actions">
        {order.staff_actions.map((status) => (
          <Button
            key={status}
            size="sm"
            color={colorOf(status)}
            variant={status === 'cancelled' ? 'light' : 'filled'}
            loading={move.isPending && move.variables.status === status}
            onClick={() => void start(status)}
            data-testid={`admin-mall-move-${status}`}
          >
            {t(`move.${status}`)}
          </Button>
        ))}
      </Group>
      <MallShipDialog
        isOpen={dialog === 'shipped'}
        isPending={move.isPending}
        error={move.error}
        onClose={close}
        onShip={(shipping) => step({ status: 'shipped', ...shipping }, true)}
      />
      <ReasonModal
        isOpen={dialog === 'cancelled'}
        title={t('move.cancelled')}
        hint={t('cancelHint')}
        confirmLabel={t('move.cancelled')}
        color="red"
        isPending={move.isPending}
        error={move.error}
        onClose={close}
        onConfirm={(reason) => step({ status: 'cancelled', reason }, true)}
      />
    </>
  );
}
