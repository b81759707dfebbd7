import { PasswordInput } from '@mantine/core';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

/**
 * The new password and its confirmation, as every form that sets one asks for them (sign-up, forgot
 * password, the login and secondary password changes). The contract schema of the form checks the
 * rules and the match (`passwordNotMatch` under the confirmation); this only shows the two fields.
 */
export function NewPasswordFields<T extends FieldValues>({
  register,
  errors,
  labels,
  testIds,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels: { password: string; hint: string; confirmation: string };
  testIds: { password: string; confirmation: string };
  autoFocus?: boolean;
}) {
  const fieldError = useFieldErrorText();
  const pairErrors = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={labels.hint}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        error={fieldError(pairErrors.password?.message)}
        data-testid={testIds.password}
        {...register('password' as Path<T>)}
      />
      <PasswordInput
        label={labels.confirmation}
        autoComplete="new-password"
        required
        error={fieldError(pairErrors.password_confirmation?.message)}
        data-testid={testIds.confirmation}
        {...register('password_confirmation' as Path<T>)}
      />
    </>
  );
}
