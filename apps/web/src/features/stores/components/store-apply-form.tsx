import { Button, Group } from '@mantine/core';
import { STORE_LOGO_MAX_BYTES, storeApplicationFields } from '@tandem/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useFieldErrorText } from '@/lib/form-errors';
import { useApplyForStore } from '../api/my-store';
import { LogoPicker, STORE_LOGO_TYPES } from './logo-picker';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';

/** The contract's text fields plus the logo, which the browser checks (type, size) before sending. */
const schema = storeApplicationFields.extend({
  logo: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => file !== null, 'required')
    .refine((file) => !file || (STORE_LOGO_TYPES as readonly string[]).includes(file.type), 'FILE_TYPE_NOT_ALLOWED')
    .refine((file) => !file || file.size <= STORE_LOGO_MAX_BYTES, 'FILE_TOO_LARGE'),
});

/** Logo codes are catalogue codes; every other message is a field key. */
const logoCodes = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE']);

/**
 * Apply to become a store: shop name, category, business code, where the shop is (typed, or the
 * phone's own position) and a logo. Staff approve it; the page then shows the store.
 */
export function StoreApplyForm() {
  const { t } = useTranslation(['stores', 'errors']);
  const fieldError = useFieldErrorText();
  const apply = useApplyForStore();
  const form = useSchemaForm(
    schema,
    { shop_name: '', category: '', business_code: '', latitude: '', longitude: '', logo: null },
    'onSubmit',
  );
  const logo = useWatch({ control: form.control, name: 'logo' });
  const logoMessage = form.formState.errors.logo?.message;

  const fillMyPosition = () =>
    navigator.geolocation?.getCurrentPosition(({ coords }) => {
      form.setValue('latitude', coords.latitude.toFixed(6));
      form.setValue('longitude', coords.longitude.toFixed(6));
    });

  const field = fieldBinder(form.control, 'store');
  return (
    <FormFrame
      form={form}
      testId="store-apply"
      intro={t('apply.intro')}
      submitLabel={t('apply.submit')}
      success="stores:apply.submitted"
      action={({ logo: file, ...fields }) => (file ? apply.mutateAsync({ ...fields, logo: file }) : Promise.resolve())}
    >
      <FormTextInput {...field('shop_name')} label={t('apply.shopName')} withAsterisk />
      <FormTextInput {...field('category')} label={t('apply.category')} withAsterisk />
      <FormTextInput
        {...field('business_code')}
        label={t('apply.businessCode')}
        autoCapitalize="characters"
        withAsterisk
      />
      <Group grow gap="xs" align="flex-start">
        {(['latitude', 'longitude'] as const).map((name) => (
          <FormTextInput
            key={name}
            control={form.control}
            name={name}
            label={t(`apply.${name}`)}
            inputMode="decimal"
            withAsterisk
            testId={`store-${name}`}
          />
        ))}
      </Group>
      <Button variant="subtle" size="xs" onClick={fillMyPosition} data-testid="store-my-position">
        {t('apply.myPosition')}
      </Button>
      <LogoPicker
        file={logo}
        error={
          logoMessage === 'required'
            ? t('apply.logoRequired')
            : logoMessage && logoCodes.has(logoMessage)
              ? t(`errors:${logoMessage}`)
              : fieldError(logoMessage)
        }
        onChange={(file) => form.setValue('logo', file, { shouldValidate: true })}
      />
    </FormFrame>
  );
}
