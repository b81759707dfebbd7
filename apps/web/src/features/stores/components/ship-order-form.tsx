import { zodResolver } from '@hookform/resolvers/zod';
import { shipOrderFields } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useStoreOrderStep } from '../api/orders';
import { fieldBinder } from '@/lib/field-binder';

const schema = z.object(shipOrderFields);
type Values = z.infer<typeof schema>;

/** Ready to ship → shipped: the shipping company and the tracking number the buyer will see. */
export function ShipOrderForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('stores');
  const step = useStoreOrderStep();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { shipping_company: '', tracking_number: '' },
  });
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
