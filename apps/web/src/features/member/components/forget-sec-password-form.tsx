import { otpField, resetSecPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OtpCodeField } from '@/components/otp-code-field';
import { SendCodeButton } from '@/components/send-code-button';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { requestUserOtp } from '../api/request-user-otp';
import { useResetSecPassword } from '../api/reset-sec-password';
import { maskEmail } from '../mask-email';
import { PasswordFormFrame } from './password-form-frame';

// The contract's confirmed password pair, plus the e-mailed code the server checks with it.
const forgetSecPasswordSchema = asFormSchema(resetSecPasswordInput).and(z.object({ otp: otpField }));

const sendCode = async () => {
  const result = await requestUserOtp('reset_secpassword');
  return result?.resend_after_seconds ?? 0;
};

/**
 * Forgot secondary password (spec section 5): a code goes to the member's own e-mail
 * (requestUserOTP), then the code and the new secondary password twice (reset-secpassword).
 */
export function ForgetSecPasswordForm({ email, onDone }: { email: string | null; onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useResetSecPassword();
  const form = useSchemaForm(forgetSecPasswordSchema, { otp: '', password: '', password_confirmation: '' });
  return (
    <PasswordFormFrame
      kind="forget-sec-password"
      form={form}
      save={mutation.mutateAsync}
      onDone={onDone}
      intro={email ? t('security.codeGoesTo', { email: maskEmail(email) }) : t('security.noEmail')}
    >
      <OtpCodeField
        control={form.control}
        testId="forget-sec-password-code"
        sendButton={<SendCodeButton send={sendCode} disabled={!email} testId="forget-sec-password-send-code" />}
      />
    </PasswordFormFrame>
  );
}
