import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { type AmountRejection, toWholeAmountText } from '@/lib/input';

/**
 * A whole-USDT amount. A keystroke or paste that is not digits is refused as typed, with the reason
 * under the field, so a sign, exponent or decimal point never reaches the server; the server still
 * checks everything and its answer shows as `error` (the refusal of what was just typed goes first).
 * With `max` (see lib/max-amount.ts) a Max button beside the unit fills the largest amount that fits;
 * null: a disabled button (not even the minimum fits); undefined: no button.
 */
export function AmountInput(props: AmountInputProps) {
  const { t } = useTranslation('common');
  const fieldError = useFieldErrorText();
  const [rejection, setRejection] = useState<AmountRejection | null>(null);
  const { max } = props;
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
      rightSection={
        max === undefined ? (
          'USDT'
        ) : (
          <Group gap={6} wrap="nowrap">
            <UnstyledButton
              onClick={() => {
                if (max === null) return;
                setRejection(null);
                props.onChange(max);
              }}
              disabled={max === null}
              aria-label={t('amountMax')}
              data-testid={`${props.testId}-max`}
            >
              <Text size="xs" fw={700} c={max === null ? 'dimmed' : 'blue'}>
                {t('amountMax')}
              </Text>
            </UnstyledButton>
            <Text size="sm" c="dimmed">
              USDT
            </Text>
          </Group>
        )
      }
      rightSectionWidth={max === undefined ? 56 : 104}
      rightSectionPointerEvents={max === undefined ? 'none' : 'all'}
      description={props.description}
      error={rejection ? fieldError(rejection) : props.error}
      required
      data-testid={props.testId}
    />
  );
}

interface AmountInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: ReactNode;
  /** The largest amount that fits, in whole units; null when nothing fits; undefined for no Max button. */
  max?: string | null;
  testId: string;
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
  max?: string | null;
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
