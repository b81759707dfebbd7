import { TextInput, type TextInputProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './form-field';

/**
 * A TextInput bound to one field of a react-hook-form form, with that field's error in words.
 * `transform` filters what is typed (digits only, no Chinese characters) before the form sees it.
 */
export function FormTextInput<T extends FieldValues, TOutput = T>({
  control,
  name,
  transform,
  testId,
  ...props
}: Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  transform?: (text: string) => string;
  testId: string;
}) {
  const field = useFormField(control, name, transform);
  return <TextInput {...props} {...field} data-testid={testId} />;
}
