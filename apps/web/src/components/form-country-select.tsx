import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';
import { CountrySelect } from './country-select';

/**
 * A CountrySelect bound to a form's country id field (kept as a string, as the picker gives it).
 * The picker cannot be cleared; should it answer no country, the field falls back to `fallbackId`.
 */
export function FormCountrySelect<T extends FieldValues, TOutput = T>({
  control,
  name,
  fallbackId,
  label,
  testId,
}: {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  fallbackId: string;
  label: string;
  testId: string;
}) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <CountrySelect
      label={label}
      value={field.value === undefined || field.value === null ? null : String(field.value)}
      onChange={(value) => field.onChange(value ?? fallbackId)}
      error={fieldError(fieldState.error)}
      testId={testId}
    />
  );
}
