import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { emailField, resetPasswordInput } from '@tandem/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SendCodeButton, sendCodeButtonWidth } from '@/components/send-code-button';
import { ApiError } from '@/lib/api-client';
import { handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { onlyDigits } from '@/lib/input';
import { notifyError, notifySuccess } from '@/lib/notify';
import { sendOtp } from '../api/send-otp';
import { useResetPassword } from '../api/reset-password';

// The form always asks for the confirmation the API treats as optional.
const forgotPasswordSchema = resetPasswordInput.safeExtend({
  password_confirmation: z.string({ error: 'required' }).min(1, 'required'),
});
type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;

/**
 * Forgot password (spec sections 2 and 5): e-mail, a code sent to it, the new password twice.
 * Used in the modal and on /web/forget-password.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const resetMutation = useResetPassword();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '', otp: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const sendCode = async () => {
    const rawEmail = form.getValues('email').trim();
    if (!rawEmail) {
      form.setError('email', { type: 'manual', message: 'required' });
      notifyError(new ApiError('emailEmpty', 400));
      return null;
    }
    const email = emailField.safeParse(rawEmail);
    if (!email.success) {
      form.setError('email', { type: 'manual', message: email.error.issues[0]?.message ?? 'invalidEmail' });
      return null;
    }
    const result = await sendOtp({ email: email.data, lang: i18n.language, purpose: 'reset_password' });
    return result.resend_after_seconds;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetMutation.mutateAsync({
        email: values.email,
        otp: values.otp,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      notifySuccess('auth:forgot.success');
      onDone();
    } catch (error) {
      handleFormError(error, form.setError, ['email', 'otp', 'password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="forgot-password-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgot.intro')}
        </Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          data-autofocus
          error={fieldError(errors.email?.message)}
          data-testid="forgot-email"
          rightSection={<SendCodeButton send={sendCode} testId="forgot-send-code" />}
          rightSectionWidth={sendCodeButtonWidth}
          rightSectionPointerEvents="all"
          {...form.register('email')}
        />
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
              data-testid="forgot-code"
              {...field}
              onChange={(event) => field.onChange(onlyDigits(event.currentTarget.value, 6))}
            />
          )}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('hints.password')}
          autoComplete="new-password"
          required
          error={fieldError(errors.password?.message)}
          data-testid="forgot-password"
          {...form.register('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={fieldError(errors.password_confirmation?.message)}
          data-testid="forgot-password-confirmation"
          {...form.register('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={resetMutation.isPending} data-testid="forgot-submit">
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
