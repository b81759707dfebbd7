import { TextInput } from '@mantine/core';

/** Up to ten whole digits and six decimals, as the deposit calls take; anything else is refused as typed. */
const depositAmountPattern = /^(\d{0,10})(\.\d{0,6})?$/;

/** The amount a member says they sent (crypto) or paid (bank): USDT with up to six decimals. */
export function DepositAmountInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        const value = event.currentTarget.value.trim();
        if (depositAmountPattern.test(value)) props.onChange(value);
      }}
      rightSection="USDT"
      rightSectionWidth={56}
      error={props.error}
      required
      data-testid={props.testId}
    />
  );
}
