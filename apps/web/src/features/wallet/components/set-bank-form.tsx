import { TextInput } from '@mantine/core';
import { FormFrame } from '@/components/form-frame';
import { OtpCodeField } from '@/components/otp-code-field';
import { SendCodeButton } from '@/components/send-code-button';
import { type BankInfo, userBankInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { asFormSchema, handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useBindBank } from '../api/bind-payout';
import { requestSecurityCode } from '../api/request-security-code';
import { useSchemaForm } from '@/lib/schema-form';

/** The form's fields; the secondary password is asked for in the prompt when the form is sent. */
const schema = asFormSchema(userBankInput.omit({ sec_password: true }));
type Values = z.output<typeof schema>;
const fieldNames = ['bank_country', 'bank_name', 'account_holder', 'account_number', 'branch', 'swift'] as const;

/**
 * The bank account withdrawals to bank go to; the holder must be the member's own full name. Binding
 * or replacing it needs the secondary password, like a withdrawal, and the code mailed to the member.
 */
export function SetBankForm({ payout, onDone }: { payout: BankInfo; onDone: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const bind = useBindBank();
  const form = useSchemaForm(schema, {
    ...(payout.bank ?? {
      bank_country: '',
      bank_name: '',
      account_holder: '',
      account_number: '',
      branch: '',
      swift: '',
    }),
    otp: '',
  });
  const { errors } = form.formState;

  const submit = async (values: Values) => {
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    try {
      await bind.mutateAsync({ ...values, sec_password: secPassword });
      notifySuccess('wallet:setBank.done');
      onDone();
    } catch (error) {
      // The server names the field and the reason (the holder is not you): say the reason there.
      if (error instanceof ApiError && error.code !== 'VALIDATION_ERROR' && i18n.exists(`errors:${error.code}`)) {
        const [field] = Object.keys(error.fields);
        if (field && (fieldNames as readonly string[]).includes(field)) {
          return form.setError(field as (typeof fieldNames)[number], { type: 'server', message: error.code });
        }
      }
      handleFormError(error, form.setError, [...fieldNames, 'otp']);
    }
  };

  /** A server code (BANK_HOLDER_MISMATCH) reads from errors; a field key from errors:field. */
  const errorText = (message: string | undefined) =>
    message && /^[A-Z_]+$/.test(message) && i18n.exists(`errors:${message}`)
      ? t(`errors:${message}`)
      : fieldError(message);

  return (
    <FormFrame
      form={form}
      action={submit}
      testId="set-bank"
      intro={payout.is_bank_bound ? t('setBank.replaceIntro') : t('setBank.intro')}
      submitLabel={t('setBank.submit')}
    >
      {fieldNames.map((name) => (
        <TextInput
          key={name}
          label={t(`setBank.fields.${name}`)}
          required
          autoComplete="off"
          error={errorText(errors[name]?.message)}
          data-testid={`set-bank-${name}`}
          {...form.register(name)}
        />
      ))}
      <OtpCodeField
        control={form.control}
        testId="set-bank-code"
        sendButton={<SendCodeButton send={requestSecurityCode} testId="set-bank-send-code" />}
      />
    </FormFrame>
  );
}
