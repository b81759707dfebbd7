import { zodResolver } from '@hookform/resolvers/zod';
import { shipOrderFields } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useStoreOrderStep } from '../api/orders';

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
  return (
    <FormFrame
      form={form}
      testId="store-ship"
      submitLabel={t('orders.steps.shipped')}
      success="stores:orders.moved"
      action={(values) => step.mutateAsync({ id: orderId, status: 'shipped', ...values })}
    >
      <FormTextInput
        control={form.control}
        name="shipping_company"
        label={t('orders.shippingCompany')}
        withAsterisk
        testId="store-ship-company"
      />
      <FormTextInput
        control={form.control}
        name="tracking_number"
        label={t('orders.trackingNumber')}
        withAsterisk
        testId="store-ship-tracking"
      />
    </FormFrame>
  );
}
