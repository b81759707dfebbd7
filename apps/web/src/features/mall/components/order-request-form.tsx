import { type OrderRequestKind, orderRequestInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { closeAppModal, openAppModal } from '@/components/app-modal';
import { FormTextarea } from '@/components/form-fields';
import { FormFrame } from '@/components/form-frame';
import { i18n } from '@/lib/i18n';
import { useOrderRequest } from '../api/orders';
import { useSchemaForm } from '@/lib/schema-form';

/** Why the goods should be exchanged, or what was wrong with them; the back office answers it. */
function OrderRequestForm({ orderId, kind, onSent }: { orderId: string; kind: OrderRequestKind; onSent: () => void }) {
  const { t } = useTranslation('mall');
  const request = useOrderRequest();
  const form = useSchemaForm(orderRequestInput, { id: orderId, kind, reason: '' }, 'onSubmit');
  return (
    <FormFrame
      form={form}
      action={request.mutateAsync}
      success="mall:requests.sent"
      onDone={onSent}
      testId="mall-request"
      submitLabel={t('requests.send')}
      fullWidth
      intro={t(`requests.intro.${kind}`)}
    >
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('requests.reason')}
        minRows={3}
        required
        testId="mall-request-reason"
      />
    </FormFrame>
  );
}

export function openOrderRequestForm(orderId: string, kind: OrderRequestKind) {
  const modalId = `mall-request-${orderId}-${kind}`;
  openAppModal({
    modalId,
    title: i18n.t(`mall:requests.kinds.${kind}`),
    testId: 'mall-request-modal',
    children: <OrderRequestForm orderId={orderId} kind={kind} onSent={() => closeAppModal(modalId)} />,
  });
}
