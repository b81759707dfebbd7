import { shipOrderFields } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useStoreOrderStep } from '../api/orders';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';

const schema = z.object(shipOrderFields);

/** Ready to ship → shipped: the shipping company and the tracking number the buyer will see. */
export function ShipOrderForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('stores');
  const step = useStoreOrderStep();
  const form = useSchemaForm(schema, { shipping_company: '', tracking_number: '' }, 'onSubmit');
  const field = fieldBinder(form.control, 'store-ship');
  return (
    <FormFrame
      form={form}
      testId="store-ship"
      submitLabel={t('orders.steps.shipped')}
      success="stores:orders.moved"
      action={(values) => step.mutateAsync({ id: orderId, status: 'shipped', ...values })}
    >
      <FormTextInput {...field('shipping_company', 'company')} label={t('orders.shippingCompany')} withAsterisk />
      <FormTextInput {...field('tracking_number', 'tracking')} label={t('orders.trackingNumber')} withAsterisk />
    </FormFrame>
  );
}
