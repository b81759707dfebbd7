import { Button, Stack, Text } from '@mantine/core';
import { type KycDocumentType, kycSubmitFields } from '@tandem/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSegmentedControl } from '@/components/form-fields';
import { FormTextInput } from '@/components/form-text-input';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSubmitKyc } from '../api/submit-kyc';
import { KycImagePicker, checkKycImage } from './kyc-image-picker';
import { useSchemaForm } from '@/lib/schema-form';

/** Image problems the server reports by code; shown under the image they concern when we know which. */
const imageCodes = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'IMAGE_UNREADABLE']);
type Side = 'front' | 'rear';

const imageField = z.custom<File | null>((value) => value === null || value instanceof File);

/**
 * The contract's text fields plus the photos. The front is always needed, the rear only for an identity
 * card; a photo the server would refuse (type, size) is refused here with the server's code.
 */
const schema = kycSubmitFields.extend({ front: imageField, rear: imageField }).superRefine((values, ctx) => {
  const sides: Side[] = values.type === 'id_card' ? ['front', 'rear'] : ['front'];
  for (const side of sides) {
    const file = values[side];
    const problem = file ? checkKycImage(file) : 'required';
    if (problem) ctx.addIssue({ code: 'custom', path: [side], message: problem });
  }
});
type Values = z.output<typeof schema>;
const fieldNames = ['type', 'identity_number', 'front', 'rear'];

/**
 * The document form: type, number, and the photos (front always, rear for an identity card), each
 * previewed before sending. Checked here by the contract's own rules first; the server checks again.
 */
export function KycForm({
  onSubmitted,
  isResubmission,
  defaultType = 'id_card',
}: {
  onSubmitted: () => void;
  isResubmission: boolean;
  /** A resubmission starts with the last submission's document type (D27). */
  defaultType?: KycDocumentType;
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  const fieldError = useFieldErrorText();
  const submit = useSubmitKyc();
  const form = useSchemaForm(schema, { type: defaultType, identity_number: '', front: null, rear: null }, 'onSubmit');
  const { errors } = form.formState;
  const [type, front, rear] = useWatch({ control: form.control, name: ['type', 'front', 'rear'] });

  /** A photo's error: missing, a catalogue code (its own words), or a field key from the server. */
  const imageError = (message: string | undefined) => {
    if (!message) return undefined;
    if (message === 'required') return t('form.imageRequired');
    return imageCodes.has(message) ? t(`errors:${message}`) : fieldError(message);
  };

  // A photo is checked as soon as it is picked, so a wrong file is named before the member goes on.
  const pick = (side: Side, file: File | null) => {
    form.setValue(side, file);
    const code = file ? checkKycImage(file) : null;
    if (code) form.setError(side, { type: 'custom', message: code });
    else form.clearErrors(side);
  };

  const onSubmit = form.handleSubmit(async ({ front, ...values }) => {
    if (!front) return; // the schema requires it; this narrows the type
    try {
      await submit.mutateAsync({ ...values, front });
      notifySuccess('kyc:form.submitted');
      onSubmitted();
    } catch (error) {
      // The server answers for the first image it could not take; without knowing which, say it once.
      if (error instanceof ApiError && imageCodes.has(error.code)) form.clearErrors(['front', 'rear']);
      handleFormError(error, form.setError, fieldNames);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="kyc-form">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('form.documentType')}
          </Text>
          <FormSegmentedControl<Values, Values, KycDocumentType>
            control={form.control}
            name="type"
            fullWidth
            onPicked={() => form.clearErrors('rear')}
            data={[
              { value: 'id_card', label: t('types.id_card') },
              { value: 'passport', label: t('types.passport') },
            ]}
            testId="kyc-type"
          />
        </div>
        <FormTextInput
          control={form.control}
          name="identity_number"
          label={type === 'passport' ? t('form.passportNumber') : t('form.idNumber')}
          description={t('form.identityNumberHint')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          withAsterisk
          testId="kyc-identity-number"
        />
        <Text size="xs" c="dimmed">
          {t('form.imageHint')}
        </Text>
        <KycImagePicker
          label={type === 'passport' ? t('form.passportPage') : t('form.front')}
          file={front}
          error={imageError(errors.front?.message)}
          onChange={(file) => pick('front', file)}
          testId="kyc-front"
        />
        {type === 'id_card' ? (
          <KycImagePicker
            label={t('form.rear')}
            file={rear}
            error={imageError(errors.rear?.message)}
            onChange={(file) => pick('rear', file)}
            testId="kyc-rear"
          />
        ) : null}
        <Button type="submit" loading={submit.isPending} data-testid="kyc-submit">
          {isResubmission ? t('form.resubmit') : t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
