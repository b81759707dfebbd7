import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { otpField, resetSecPasswordInput } from '@tandem/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SendCodeButton, sendCodeButtonWidth } from '@/components/send-code-button';
import { asFormSchema, handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { onlyDigits } from '@/lib/input';
import { notifySuccess } from '@/lib/notify';
import { requestUserOtp } from '../api/request-user-otp';
import { useResetSecPassword } from '../api/reset-sec-password';
import { maskEmail } from '../mask-email';

// The contract's confirmed password pair, plus the e-mailed code the server checks with it.
const forgetSecPasswordSchema = asFormSchema(resetSecPasswordInput).and(z.object({ otp: otpField }));
type Values = z.output<typeof forgetSecPasswordSchema>;

/**
 * Forgot secondary password (spec section 5): a code goes to the member's own e-mail
 * (requestUserOTP), then the code and the new secondary password twice (reset-secpassword).
 */
export function ForgetSecPasswordForm({ email, onDone }: { email: string | null; onDone: () => void }) {
  const { t } = useTranslation('member');
  const fieldError = useFieldErrorText();
  const mutation = useResetSecPassword();
  const form = useForm<Values>({
    resolver: zodResolver(forgetSecPasswordSchema),
    mode: 'onTouched',
    defaultValues: { otp: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const sendCode = async () => {
    const result = await requestUserOtp('reset_secpassword');
    return result?.resend_after_seconds ?? 0;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notifySuccess('member:security.secPasswordReset');
      onDone();
    } catch (error) {
      handleFormError(error, form.setError, ['otp', 'password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="forget-sec-password-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {email ? t('security.codeGoesTo', { email: maskEmail(email) }) : t('security.noEmail')}
        </Text>
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => (
            <TextInput
              label={t('fields.code')}
              description={t('hints.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={fieldError(errors.otp?.message)}
              data-testid="forget-sec-password-code"
              rightSection={<SendCodeButton send={sendCode} disabled={!email} testId="forget-sec-password-send-code" />}
              rightSectionWidth={sendCodeButtonWidth}
              rightSectionPointerEvents="all"
              {...field}
              onChange={(event) => field.onChange(onlyDigits(event.currentTarget.value, 6))}
            />
          )}
        />
        <PasswordInput
          label={t('fields.newSecPassword')}
          description={t('hints.secPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.password?.message)}
          data-testid="forget-sec-password-new"
          {...form.register('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={fieldError(errors.password_confirmation?.message)}
          data-testid="forget-sec-password-confirmation"
          {...form.register('password_confirmation')}
        />
        <Button type="submit" loading={mutation.isPending} data-testid="forget-sec-password-submit">
          {t('security.save')}
        </Button>
      </Stack>
    </form>
  );
}
