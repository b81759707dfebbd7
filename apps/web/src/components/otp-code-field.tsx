import { TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@tandem/contracts';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { onlyDigits } from '@/lib/input';
import { useFormField } from './form-field';
import { sendCodeButtonWidth } from './send-code-button';

const otpDigits = (text: string) => onlyDigits(text, OTP_LENGTH);

/**
 * The e-mailed code of a form's `otp` field: digits only as typed, six of them (spec section 5).
 * `sendButton` (a SendCodeButton) sits inside the field when the code is asked for right here.
 */
export function OtpCodeField<T extends FieldValues, TOutput = T>({
  control,
  testId,
  sendButton,
}: {
  control: Control<T, unknown, TOutput>;
  testId: string;
  sendButton?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const field = useFormField(control, 'otp' as Path<T>, otpDigits);
  return (
    <TextInput
      label={t('otpCode.label')}
      description={t('otpCode.hint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      required
      data-testid={testId}
      rightSection={sendButton}
      rightSectionWidth={sendButton ? sendCodeButtonWidth : undefined}
      rightSectionPointerEvents={sendButton ? 'all' : undefined}
      {...field}
    />
  );
}
