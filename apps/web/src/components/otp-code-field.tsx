import { TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@tandem/contracts';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { onlyDigits } from '@/lib/input';
import { sendCodeButtonWidth } from './send-code-button';

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
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'otp' as Path<T> });
  return (
    <TextInput
      label={t('otpCode.label')}
      description={t('otpCode.hint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      required
      error={fieldError(fieldState.error?.message)}
      data-testid={testId}
      rightSection={sendButton}
      rightSectionWidth={sendButton ? sendCodeButtonWidth : undefined}
      rightSectionPointerEvents={sendButton ? 'all' : undefined}
      {...field}
      onChange={(event) => field.onChange(onlyDigits(event.currentTarget.value, OTP_LENGTH))}
    />
  );
}
