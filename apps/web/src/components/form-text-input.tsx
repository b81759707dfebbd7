import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';

/**
 * A TextInput bound to one field of a react-hook-form form, with that field's error in words.
 * `transform` filters what is typed (digits only, no Chinese characters) before the form sees it.
 */
export function FormTextInput<T extends FieldValues>({
  control,
  name,
  transform,
  testId,
  ...props
}: Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
  transform?: (text: string) => string;
  testId: string;
}) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      {...field}
      error={fieldError(fieldState.error)}
      data-testid={testId}
      onChange={(event) => field.onChange(transform ? transform(event.currentTarget.value) : event.currentTarget.value)}
    />
  );
}
