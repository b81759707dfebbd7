import type { ChangeEvent } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';

/**
 * What a Mantine input needs to be bound to one field of a react-hook-form form: the field's value and
 * handlers, and its error in words. `transform` filters what is typed (digits only, no Chinese
 * characters) before the form sees it.
 */
export function useFormField<T extends FieldValues, TOutput = T>(
  control: Control<T, unknown, TOutput>,
  name: Path<T>,
  transform?: (text: string) => string,
) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return {
    ...field,
    error: fieldError(fieldState.error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(transform ? transform(event.currentTarget.value) : event.currentTarget.value),
  };
}
