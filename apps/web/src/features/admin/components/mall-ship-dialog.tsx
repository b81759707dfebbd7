import { SHIPPING_COMPANY_MAX, TRACKING_NUMBER_MAX, shipOrderFields } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextInput } from '@/components/form-text-input';
import { type DialogState, FormDialog, useDialogForm } from './form-dialog';

/** The contracts' shipping fields: the same check the server makes. */
const shipSchema = z.object(shipOrderFields);
type ShipInput = z.infer<typeof shipSchema>;
const empty: ShipInput = { shipping_company: '', tracking_number: '' };
/** What staff type, in order: the company first, as on a parcel's label. */
const shipFields = [
  {
    name: 'shipping_company',
    label: 'order.shippingCompany',
    max: SHIPPING_COMPANY_MAX,
    testId: 'admin-mall-ship-company',
  },
  {
    name: 'tracking_number',
    label: 'order.trackingNumber',
    max: TRACKING_NUMBER_MAX,
    testId: 'admin-mall-ship-tracking',
  },
] as const;

/** Asks for the shipping company and tracking number before an order is marked shipped. */
export function MallShipDialog({ onShip, ...dialog }: DialogState & { onShip: (shipping: ShipInput) => void }) {
  const { t } = useTranslation('admin-mall');
  const form = useDialogForm(dialog.isOpen, shipSchema, empty, undefined, 'onTouched');
  return (
    <FormDialog
      {...dialog}
      title={t('move.shipped')}
      hint={t('shipHint')}
      onSubmit={(event) => void form.handleSubmit(onShip)(event)}
      confirmLabel={t('move.shipped')}
      testId="admin-mall-ship-confirm"
    >
      {shipFields.map((field, index) => (
        <FormTextInput
          key={field.name}
          control={form.control}
          name={field.name}
          label={t(field.label)}
          maxLength={field.max}
          withAsterisk
          data-autofocus={index === 0 ? true : undefined}
          testId={field.testId}
        />
      ))}
    </FormDialog>
  );
}
