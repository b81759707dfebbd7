import { resetPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useSchemaForm } from '@/lib/schema-form';
import { sendOtp } from '../api/send-otp';
import { useResetPassword } from '../api/reset-password';
import { EmailCodeFields } from './email-code-fields';

// The form always asks for the confirmation the API treats as optional.
const forgotPasswordSchema = resetPasswordInput.safeExtend({
  password_confirmation: z.string({ error: 'required' }).min(1, 'required'),
});

/**
 * Forgot password (spec sections 2 and 5): e-mail, a code sent to it, the new password twice.
 * Used in the modal and on /web/forget-password.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const resetMutation = useResetPassword();
  const form = useSchemaForm(forgotPasswordSchema, { email: '', otp: '', password: '', password_confirmation: '' });

  const sendTo = async (email: string) =>
    (await sendOtp({ email, lang: i18n.language, purpose: 'reset_password' })).resend_after_seconds;

  return (
    <FormFrame
      form={form}
      action={resetMutation.mutateAsync}
      success="auth:forgot.success"
      onDone={onDone}
      testId="forgot-password"
      intro={t('forgot.intro')}
      submitLabel={t('forgot.submit')}
      submitTestId="forgot-submit"
      fullWidth
    >
      <EmailCodeFields form={form} sendTo={sendTo} testId="forgot" autoFocus />
      <NewPasswordFields
        control={form.control}
        wording="reset"
        testIds={{ password: 'forgot-password', confirmation: 'forgot-password-confirmation' }}
      />
    </FormFrame>
  );
}
