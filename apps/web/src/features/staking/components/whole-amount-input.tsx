import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A whole-USDT amount (stakes are whole USDT, spec section 5). Anything but digits is refused as typed,
 * so a pasted "2.5" never becomes 25; the package rules and the server check the rest.
 */
export function WholeAmountInput(props: {
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
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        if (!/^\d{0,13}$/.test(typed)) return;
        props.onChange(typed.replace(/^0+(?=\d)/, ''));
      }}
      inputMode="numeric"
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
