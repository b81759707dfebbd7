import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './form-field';

/**
 * A PasswordInput bound to one field of a react-hook-form form, with that field's error in words.
 * Every password the forms ask for is required. It is the member's current password unless
 * `autoComplete` says otherwise (a new one, or the secondary password, which is never autofilled).
 */
export function FormPasswordInput<T extends FieldValues, TOutput = T>({
  control,
  name,
  testId,
  autoComplete = 'current-password',
  ...props
}: Omit<PasswordInputProps, 'name' | 'value' | 'onChange' | 'error' | 'required'> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  testId: string;
}) {
  const field = useFormField(control, name);
  return <PasswordInput {...props} {...field} autoComplete={autoComplete} required data-testid={testId} />;
}
