import { stripChinese } from '@tandem/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextInput } from './form-text-input';

/**
 * The field where a member picks their username (sign-up, binding one to a wallet account): Chinese
 * characters are dropped as typed, no automatic capitals or spelling marks; the contract checks the rest.
 */
export function UsernameInput<T extends FieldValues>({
  control,
  label,
  hint,
  testId,
  autoComplete,
  autoFocus,
}: {
  control: Control<T>;
  label: string;
  hint: string;
  testId: string;
  autoComplete?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormTextInput
      control={control}
      name={'username' as Path<T>}
      transform={stripChinese}
      label={label}
      description={hint}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      data-autofocus={autoFocus || undefined}
      testId={testId}
    />
  );
}
