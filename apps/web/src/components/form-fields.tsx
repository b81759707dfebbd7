import {
  Checkbox,
  type CheckboxProps,
  SegmentedControl,
  type SegmentedControlProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
} from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFormField } from './form-field';
import { useFieldErrorText } from '@/lib/form-errors';

/** What every bound field takes: the form's control, the field's name, and its test id if e2e needs one. */
interface Bound<T extends FieldValues, O> {
  /** `O` is what the resolver turns the values into, when that differs from what the fields hold. */
  control: Control<T, unknown, O>;
  name: Path<T>;
  testId?: string;
}

/**
 * Form fields bound to react-hook-form, with the field's error in words: the Textarea, Select,
 * Checkbox and SegmentedControl counterparts of FormTextInput, so each form names a field once
 * instead of spelling its Controller or register block.
 */
export function FormTextarea<T extends FieldValues, O = T>({
  control,
  name,
  testId,
  ...props
}: Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'> & Bound<T, O>) {
  const field = useFormField(control, name);
  return <Textarea autosize {...props} {...field} data-testid={testId} />;
}

/** A Select over fixed options; each option's value is what the form holds (a string or a number). */
export function FormSelect<T extends FieldValues, O = T, V extends string | number = string>({
  control,
  name,
  testId,
  ...props
}: Omit<SelectProps<V>, 'name' | 'value' | 'onChange' | 'error'> & Bound<T, O>) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select<V>
      {...props}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={fieldError(fieldState.error)}
      data-testid={testId}
    />
  );
}

/**
 * A yes/no field. A disabled box reads as unchecked: a choice that does not apply (early exit of a
 * contract package) is not shown as made, while the form keeps what was chosen before.
 */
export function FormCheckbox<T extends FieldValues, O = T>({
  control,
  name,
  testId,
  ...props
}: Omit<CheckboxProps, 'name' | 'checked' | 'onChange'> & Bound<T, O>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      checked={!props.disabled && Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      data-testid={testId}
    />
  );
}

/**
 * A choice among a few options shown side by side (wallet, document type, direction). `onPicked` runs
 * after the form took the new value: a choice that changes what another field may hold clears that
 * field's error there.
 */
export function FormSegmentedControl<T extends FieldValues, O = T, V extends string = string>({
  control,
  name,
  testId,
  onPicked,
  ...props
}: Omit<SegmentedControlProps<V>, 'name' | 'value' | 'onChange'> & Bound<T, O> & { onPicked?: (value: V) => void }) {
  const { field } = useController({ control, name });
  return (
    <SegmentedControl<V>
      {...props}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onPicked?.(value);
      }}
      data-testid={testId}
    />
  );
}
