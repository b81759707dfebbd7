import { TextInput } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/form-errors';

/** Up to ten whole digits and six decimals, as the deposit calls take; anything else is refused as typed. */
const depositAmountPattern = /^(\d{0,10})(\.\d{0,6})?$/;
/** A bank transfer is in whole units (D11): digits only. */
const wholeAmountPattern = /^\d{0,10}$/;

/** The amount a member says they sent (crypto) or paid (bank): USDT with up to six decimals. */
export function DepositAmountInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
  isWhole?: boolean;
}) {
  const pattern = props.isWhole ? wholeAmountPattern : depositAmountPattern;
  return (
    <TextInput
      label={props.label}
      value={props.value}
      inputMode={props.isWhole ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={(event) => {
        const value = event.currentTarget.value.trim();
        if (pattern.test(value)) props.onChange(value);
      }}
      rightSection="USDT"
      rightSectionWidth={56}
      error={props.error}
      required
      data-testid={props.testId}
    />
  );
}

/**
 * The DepositAmountInput of a deposit form's `amount` field, with the field's error. A server error
 * under it goes when the member edits the amount (react-hook-form checks again on change after a submit).
 */
export function DepositAmountField<T extends FieldValues>({
  control,
  label,
  testId,
  isWhole,
}: {
  control: Control<T>;
  label: string;
  testId: string;
  isWhole?: boolean;
}) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'amount' as Path<T> });
  return (
    <DepositAmountInput
      label={label}
      value={field.value}
      onChange={field.onChange}
      error={fieldError(fieldState.error)}
      testId={testId}
      isWhole={isWhole}
    />
  );
}
