import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';
import { type AmountRejection, toWholeAmountText } from '@/lib/input';

/**
 * A whole-USDT amount. A keystroke or paste that is not digits is refused as typed, with the reason
 * under the field, so a sign, exponent or decimal point never reaches the server; the server still
 * checks everything and its answer shows as `error` (the refusal of what was just typed goes first).
 */
export function AmountInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: ReactNode;
  testId: string;
}) {
  const fieldError = useFieldErrorText();
  const [rejection, setRejection] = useState<AmountRejection | null>(null);
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={(event) => {
        const result = toWholeAmountText(event.currentTarget.value);
        if ('rejected' in result) return setRejection(result.rejected);
        setRejection(null);
        props.onChange(result.text);
      }}
      onBlur={() => setRejection(null)}
      inputMode="numeric"
      autoComplete="off"
      rightSection="USDT"
      rightSectionWidth={56}
      description={props.description}
      error={rejection ? fieldError(rejection) : props.error}
      required
      data-testid={props.testId}
    />
  );
}

/**
 * The AmountInput of a form's `amount` field. Its error is the field's own, unless the form words it
 * itself (`error`: a minimum or range the form knows, in its own sentence).
 */
export function AmountField<T extends FieldValues>({
  control,
  error,
  ...props
}: {
  control: Control<T>;
  label: string;
  error?: string;
  description?: ReactNode;
  testId: string;
}) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'amount' as Path<T> });
  return (
    <AmountInput
      {...props}
      value={field.value}
      onChange={field.onChange}
      error={error ?? fieldError(fieldState.error)}
    />
  );
}
