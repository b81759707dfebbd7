import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { toWholeAmountText } from '../money-input';

/**
 * A whole-USDT amount. Only digits get in as the member types or pastes, so a sign, exponent or
 * decimal point never reaches the server; the server still checks everything.
 */
export function AmountInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: ReactNode;
  testId: string;
}) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(toWholeAmountText(event.currentTarget.value))}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      rightSection="USDT"
      rightSectionWidth={56}
      description={props.description}
      error={props.error}
      required
      data-testid={props.testId}
    />
  );
}
