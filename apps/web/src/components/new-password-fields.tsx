import { PasswordInput } from '@mantine/core';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

/**
 * The wording of each form that sets a password, by its namespace and the keys of the password label,
 * its hint and the confirmation label: the sign-in forms speak from `auth`, the member's security forms
 * from `member` (whose confirmation reads "Confirm new password").
 */
const wordings = {
  signup: ['auth', 'fields.password', 'hints.password', 'fields.passwordConfirmation'],
  reset: ['auth', 'fields.newPassword', 'hints.password', 'fields.passwordConfirmation'],
  change: ['member', 'fields.newPassword', 'hints.password', 'fields.passwordConfirmation'],
  firstSecondary: ['member', 'fields.secPassword', 'hints.secPassword', 'fields.passwordConfirmation'],
  newSecondary: ['member', 'fields.newSecPassword', 'hints.secPassword', 'fields.passwordConfirmation'],
} as const;

export type NewPasswordWording = keyof typeof wordings;

/**
 * The new password and its confirmation, as every form that sets one asks for them (sign-up, forgot
 * password, the login and secondary password changes). The contract schema of the form checks the
 * rules and the match (`passwordNotMatch` under the confirmation); this only shows the two fields.
 */
export function NewPasswordFields<T extends FieldValues>({
  register,
  errors,
  wording,
  testIds,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  wording: NewPasswordWording;
  testIds: { password: string; confirmation: string };
  autoFocus?: boolean;
}) {
  const [namespace, passwordKey, hintKey, confirmationKey] = wordings[wording];
  const { t } = useTranslation(namespace);
  const fieldError = useFieldErrorText();
  const pairErrors = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <PasswordInput
        label={t(passwordKey)}
        description={t(hintKey)}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        error={fieldError(pairErrors.password?.message)}
        data-testid={testIds.password}
        {...register('password' as Path<T>)}
      />
      <PasswordInput
        label={t(confirmationKey)}
        autoComplete="new-password"
        required
        error={fieldError(pairErrors.password_confirmation?.message)}
        data-testid={testIds.confirmation}
        {...register('password_confirmation' as Path<T>)}
      />
    </>
  );
}
