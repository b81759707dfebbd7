import { Anchor, Checkbox } from '@mantine/core';
import { DEFAULT_COUNTRY_ID, otpField, signupInput } from '@tandem/contracts';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCountrySelect } from '@/components/form-country-select';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { TermsDialog } from '@/components/terms-dialog';
import { NewPasswordFields } from '@/components/new-password-fields';
import { UsernameInput } from '@/components/username-input';
import { ApiError } from '@/lib/api-client';
import { setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { checkOtp } from '../api/check-otp';
import { useReferralCheck } from '../api/check-referral';
import { sendOtp } from '../api/send-otp';
import { useSignup } from '../api/signup';
import { acceptLoginResult } from '../session-actions';
import { EmailCodeFields } from './email-code-fields';
import { PromptLink } from './prompt-link';

/** The sign-up payload of contracts, plus what only the form has: the e-mailed code and the terms box. */
const signupFormSchema = signupInput.safeExtend({
  otp: otpField,
  terms: z.boolean().refine((accepted) => accepted, 'termsRequired'),
});
type SignupFormOutput = z.output<typeof signupFormSchema>;

/** The referral fields: who invited the member (required) and where to place them (optional). */
const referralFields = [
  { name: 'ref_id', key: 'refId', testId: 'signup-ref-id', isRequired: true },
  { name: 'jid', key: 'jid', testId: 'signup-jid', isRequired: false },
] as const;

export interface SignupFormProps {
  refId?: string;
  jid?: string;
  /** After the account exists and its session is kept. */
  onSignedUp: () => void;
  onLogin?: () => void;
}

/**
 * Sign-up (spec sections 4 and 5): the code is checked with check-otp before the account is
 * created; jid falls back to the referral id; success keeps the session and leaves to the homepage.
 */
export function SignupForm({ refId = '', jid = '', onSignedUp, onLogin }: SignupFormProps) {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const signupMutation = useSignup();
  const form = useSchemaForm(signupFormSchema, {
    username: '',
    email: '',
    otp: '',
    password: '',
    password_confirmation: '',
    country_id: String(DEFAULT_COUNTRY_ID),
    ref_id: refId,
    jid,
    terms: false,
  });
  const { errors } = form.formState;
  useReferralRefusals(form);

  const sendTo = async (email: string) => {
    const countryId = Number(form.getValues('country_id'));
    const result = await sendOtp({
      email,
      lang: i18n.language,
      country_id: Number.isInteger(countryId) && countryId > 0 ? countryId : DEFAULT_COUNTRY_ID,
      purpose: 'signup',
    });
    return result.resend_after_seconds;
  };

  const signUp = async (values: SignupFormOutput) => {
    try {
      await checkOtp({ email: values.email, otp: values.otp, purpose: 'signup' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INCORRECT_OTP') form.setFocus('otp');
      throw error;
    }
    const { otp: _otp, terms: _terms, ...payload } = values;
    const result = await signupMutation.mutateAsync({
      ...payload,
      jid: payload.jid?.trim() ? payload.jid.trim() : payload.ref_id,
      lang: i18n.language as SignupFormOutput['lang'],
    });
    if (!acceptLoginResult(result)) return notifyError(new ApiError('LOGIN_FAIL', 422));
    notifySuccess('errors:register_success');
    onSignedUp();
  };

  return (
    <FormFrame
      form={form}
      action={signUp}
      testId="signup"
      submitLabel={t('signup.submit')}
      fullWidth
      footer={
        <>
          {onLogin ? (
            <PromptLink
              prompt={t('signup.haveAccount')}
              label={t('signup.login')}
              onClick={onLogin}
              testId="signup-to-login"
            />
          ) : null}
          <TermsDialog opened={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
        </>
      }
    >
      <UsernameInput
        control={form.control}
        label={t('fields.username')}
        hint={t('hints.username')}
        autoComplete="username"
        testId="signup-username"
      />
      <EmailCodeFields form={form} sendTo={sendTo} testId="signup" />
      <NewPasswordFields
        control={form.control}
        wording="signup"
        testIds={{ password: 'signup-password', confirmation: 'signup-password-confirmation' }}
      />
      <FormCountrySelect
        control={form.control}
        name="country_id"
        fallbackId={String(DEFAULT_COUNTRY_ID)}
        label={t('fields.country')}
        testId="signup-country"
      />
      {referralFields.map(({ name, key, testId, isRequired }) => (
        <FormTextInput
          key={name}
          control={form.control}
          name={name}
          label={t(`fields.${key}`)}
          description={t(`hints.${key}`)}
          autoCapitalize="none"
          spellCheck={false}
          required={isRequired}
          testId={testId}
        />
      ))}
      <Controller
        control={form.control}
        name="terms"
        render={({ field }) => (
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.terms?.message)}
            data-testid="signup-terms"
            label={
              <>
                {t('signup.termsPrefix')}{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={(event) => {
                    // Inside the label: open the terms without ticking the box.
                    event.preventDefault();
                    setIsTermsOpen(true);
                  }}
                  data-testid="signup-terms-link"
                >
                  {t('signup.termsLink')}
                </Anchor>
              </>
            }
          />
        )}
      />
    </FormFrame>
  );
}

/** Which referral field a refusal of the referral check belongs under. */
const referralRefusalField = { INCORRECT_SPONSOR: 'ref_id', Incorrect_Referral_Code: 'jid' } as const;

/**
 * Shows the referral check's refusal under its field as soon as it is known (D15), and takes it away
 * once the field passes; other failures (offline) stay silent, as sign-up checks again.
 */
function useReferralRefusals(form: UseFormReturn<z.input<typeof signupFormSchema>, unknown, SignupFormOutput>) {
  const [refId, jid] = useWatch({ control: form.control, name: ['ref_id', 'jid'] });
  const check = useReferralCheck(refId ?? '', jid ?? '');
  const code = check.error instanceof ApiError ? check.error.code : null;
  const isPassed = check.isSuccess;
  useEffect(() => {
    for (const [refusal, field] of Object.entries(referralRefusalField)) {
      if (code === refusal) setRefusal(form.setError, field, refusal);
      else if (form.getFieldState(field).error?.message === refusal) form.clearErrors(field);
    }
  }, [code, isPassed, form]);
}
