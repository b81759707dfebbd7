import { SHIPPING_COMPANY_MAX, TRACKING_NUMBER_MAX, shipOrderFields } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextInput } from '@/components/form-text-input';
import { useSchemaForm } from '@/lib/schema-form';
import { type DialogState, FormDialog, useOnOpen } from './form-dialog';

/** The contracts' shipping fields: the same check the server makes. */
const shipSchema = z.object(shipOrderFields);
type ShipInput = z.infer<typeof shipSchema>;
const empty: ShipInput = { shipping_company: '', tracking_number: '' };

/** Asks for the shipping company and tracking number before an order is marked shipped. */
export function MallShipDialog({ onShip, ...dialog }: DialogState & { onShip: (shipping: ShipInput) => void }) {
  const { t } = useTranslation('admin-mall');
  const form = useSchemaForm(shipSchema, empty);
  useOnOpen(dialog.isOpen, () => form.reset(empty));
  return (
    <FormDialog
      {...dialog}
      title={t('move.shipped')}
      hint={t('shipHint')}
      onSubmit={(event) => void form.handleSubmit(onShip)(event)}
      confirmLabel={t('move.shipped')}
      testId="admin-mall-ship-confirm"
    >
      <FormTextInput
        control={form.control}
        name="shipping_company"
        label={t('order.shippingCompany')}
        maxLength={SHIPPING_COMPANY_MAX}
        withAsterisk
        data-autofocus
        testId="admin-mall-ship-company"
      />
      <FormTextInput
        control={form.control}
        name="tracking_number"
        label={t('order.trackingNumber')}
        maxLength={TRACKING_NUMBER_MAX}
        withAsterisk
        testId="admin-mall-ship-tracking"
      />
    </FormDialog>
  );
}
