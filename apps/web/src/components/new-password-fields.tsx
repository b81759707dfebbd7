import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordInput } from './form-password-input';

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
export function NewPasswordFields<T extends FieldValues, TOutput = T>({
  control,
  wording,
  testIds,
  autoFocus,
}: {
  control: Control<T, unknown, TOutput>;
  wording: NewPasswordWording;
  testIds: { password: string; confirmation: string };
  autoFocus?: boolean;
}) {
  const [namespace, passwordKey, hintKey, confirmationKey] = wordings[wording];
  const { t } = useTranslation(namespace);
  return (
    <>
      <FormPasswordInput
        control={control}
        name={'password' as Path<T>}
        label={t(passwordKey)}
        description={t(hintKey)}
        autoComplete="new-password"
        data-autofocus={autoFocus || undefined}
        testId={testIds.password}
      />
      <FormPasswordInput
        control={control}
        name={'password_confirmation' as Path<T>}
        label={t(confirmationKey)}
        autoComplete="new-password"
        testId={testIds.confirmation}
      />
    </>
  );
}
