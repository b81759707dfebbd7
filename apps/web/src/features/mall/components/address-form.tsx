import { type Address, type AddressInput, addressInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { closeAppModal, openAppModal } from '@/components/app-modal';
import { FormCountrySelect } from '@/components/form-country-select';
import { FormCheckbox } from '@/components/form-fields';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { i18n } from '@/lib/i18n';
import { useAddAddress, useUpdateAddress } from '../api/addresses';
import { useSchemaForm } from '@/lib/schema-form';
import { fieldBinder } from '@/lib/field-binder';

/** The text fields of an address, in the order a label is written; each with its browser autofill hint. */
const textFields = [
  { name: 'receiver', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postcode', autoComplete: 'postal-code' },
] as const;

/** A new saved address, or changes to one; checked by the contract's schema before it is sent. */
function AddressForm({
  address,
  defaultCountryId,
  onSaved,
}: {
  address?: Address;
  defaultCountryId: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mall');
  const add = useAddAddress();
  const update = useUpdateAddress();
  const form = useSchemaForm(
    addressInput,
    {
      receiver: address?.receiver ?? '',
      phone: address?.phone ?? '',
      address: address?.address ?? '',
      state: address?.state ?? '',
      postcode: address?.postcode ?? '',
      country_id: String(address?.country_id ?? defaultCountryId),
      is_default: address?.is_default ?? false,
    },
    'onSubmit',
  );
  const save = (values: AddressInput) =>
    address ? update.mutateAsync({ ...values, id: address.id }) : add.mutateAsync(values);
  const field = fieldBinder(form.control, 'mall-address');
  return (
    <FormFrame
      form={form}
      action={save}
      success="mall:addresses.saved"
      onDone={onSaved}
      testId="mall-address"
      submitLabel={t('addresses.save')}
      fullWidth
    >
      {textFields.map((text) => (
        <FormTextInput
          key={text.name}
          {...field(text.name)}
          label={t(`addresses.fields.${text.name}`)}
          autoComplete={text.autoComplete}
          type={'type' in text ? text.type : undefined}
          required
        />
      ))}
      <FormCountrySelect
        {...field('country_id', 'country')}
        fallbackId={String(defaultCountryId)}
        label={t('addresses.fields.country')}
      />
      <FormCheckbox {...field('is_default', 'default')} label={t('addresses.fields.isDefault')} />
    </FormFrame>
  );
}

/** Opens the address form in the app's dialog; it closes itself once the address is saved. */
export function openAddressForm(options: { address?: Address; defaultCountryId: number }) {
  const modalId = `mall-address-${options.address?.id ?? 'new'}`;
  openAppModal({
    modalId,
    title: i18n.t(options.address ? 'mall:addresses.edit' : 'mall:addresses.add'),
    testId: 'mall-address-modal',
    children: <AddressForm {...options} onSaved={() => closeAppModal(modalId)} />,
  });
}
