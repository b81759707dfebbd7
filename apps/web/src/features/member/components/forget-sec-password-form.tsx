import { otpField, resetSecPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { NewPasswordFields } from '@/components/new-password-fields';
import { OtpCodeField } from '@/components/otp-code-field';
import { SendCodeButton } from '@/components/send-code-button';
import { asFormSchema, submitOrShowErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { notifySuccess } from '@/lib/notify';
import { requestUserOtp } from '../api/request-user-otp';
import { useResetSecPassword } from '../api/reset-sec-password';
import { maskEmail } from '../mask-email';

// The contract's confirmed password pair, plus the e-mailed code the server checks with it.
const forgetSecPasswordSchema = asFormSchema(resetSecPasswordInput).and(z.object({ otp: otpField }));

/**
 * Forgot secondary password (spec section 5): a code goes to the member's own e-mail
 * (requestUserOTP), then the code and the new secondary password twice (reset-secpassword).
 */
export function ForgetSecPasswordForm({ email, onDone }: { email: string | null; onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useResetSecPassword();
  const form = useSchemaForm(forgetSecPasswordSchema, { otp: '', password: '', password_confirmation: '' });
  const { errors } = form.formState;

  const sendCode = async () => {
    const result = await requestUserOtp('reset_secpassword');
    return result?.resend_after_seconds ?? 0;
  };

  const onSubmit = submitOrShowErrors(form, ['otp', 'password', 'password_confirmation'], async (values) => {
    await mutation.mutateAsync(values);
    notifySuccess('member:security.secPasswordReset');
    onDone();
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      testId="forget-sec-password"
      intro={email ? t('security.codeGoesTo', { email: maskEmail(email) }) : t('security.noEmail')}
      submitLabel={t('security.save')}
      pending={mutation.isPending}
    >
      <OtpCodeField
        control={form.control}
        testId="forget-sec-password-code"
        sendButton={<SendCodeButton send={sendCode} disabled={!email} testId="forget-sec-password-send-code" />}
      />
      <NewPasswordFields
        register={form.register}
        errors={errors}
        wording="newSecondary"
        testIds={{ password: 'forget-sec-password-new', confirmation: 'forget-sec-password-confirmation' }}
      />
    </FormFrame>
  );
}
