import { TextInput } from '@mantine/core';
import { type FieldErrors, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtpCodeField } from '@/components/otp-code-field';
import { SendCodeButton, sendCodeButtonWidth } from '@/components/send-code-button';
import { useFieldErrorText } from '@/lib/form-errors';
import { emailForCode } from '../email-for-code';

/**
 * The e-mail field with its send-code button and the code field under it, as sign-up and forgot
 * password ask for them (spec section 5). The typed address is checked before `sendTo` sends the
 * code; `sendTo` returns the seconds before another may be asked for. Test ids: `<testId>-email`,
 * `<testId>-send-code`, `<testId>-code`.
 */
export function EmailCodeFields<TInput extends FieldValues, TOutput>({
  form,
  sendTo,
  testId,
  autoFocus,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  sendTo: (email: string) => Promise<number>;
  testId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const emailName = 'email' as Path<TInput>;
  const { errors } = form.formState as { errors: FieldErrors<{ email: string }> };
  // The send-code minute belongs to the address (D14): a corrected e-mail may get its code at once.
  const typedEmail = String(useWatch({ control: form.control, name: emailName }) ?? '')
    .trim()
    .toLowerCase();

  const sendCode = async () => {
    const email = emailForCode(String(form.getValues(emailName)), (message) =>
      form.setError(emailName, { type: 'manual', message }),
    );
    return email === null ? null : sendTo(email);
  };

  return (
    <>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        data-autofocus={autoFocus || undefined}
        error={fieldError(errors.email?.message)}
        data-testid={`${testId}-email`}
        rightSection={<SendCodeButton send={sendCode} target={typedEmail} testId={`${testId}-send-code`} />}
        rightSectionWidth={sendCodeButtonWidth}
        rightSectionPointerEvents="all"
        {...form.register(emailName)}
      />
      <OtpCodeField control={form.control} testId={`${testId}-code`} />
    </>
  );
}
