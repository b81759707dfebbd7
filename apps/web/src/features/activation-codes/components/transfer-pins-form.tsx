import { Checkbox, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TransferPinInput, type TransferPinResult, transferPinInput } from '@tandem/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { useFieldErrorText } from '@/lib/form-errors';
import { useTransferPins } from '../api/pin-actions';
import { transferRefusals } from '../pin-rules';
import { PinCodeText } from './pin-code-card';
import { MemberUsernameField } from './member-username-field';
import { useSecPasswordSubmit } from './use-sec-password-submit';

const schema = transferPinInput.omit({ sec_password: true });
type Values = { codes: string[]; to_username: string };

/**
 * Unused codes to a member of the upline or downline: tick the codes (the member's valid ones, as
 * `validCodes` lists them), name the receiver, then the secondary password.
 */
export function TransferPinsForm({ validCodes, onDone }: { validCodes: string[]; onDone?: () => void }) {
  const { t } = useTranslation('pins');
  const fieldError = useFieldErrorText();
  const transfer = useTransferPins();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { codes: [], to_username: '' } });
  const submit = useSecPasswordSubmit<Values, TransferPinInput, TransferPinResult>({
    form,
    mutation: transfer,
    doneKey: 'pins:transfer.done',
    refusals: transferRefusals,
    onDone,
  });
  const { errors } = form.formState;

  if (validCodes.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md" data-testid="pin-transfer-none">
        {t('transfer.none')}
      </Text>
    );
  }
  return (
    <FormFrame
      form={form}
      action={(values) => submit(values)}
      testId="pin-transfer"
      intro={t('transfer.intro')}
      submitLabel={t('transfer.submit')}
    >
      <Controller
        control={form.control}
        name="codes"
        render={({ field }) => (
          <Checkbox.Group
            label={t('transfer.codes')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(errors.codes)}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              {validCodes.map((code) => (
                <Checkbox key={code} value={code} label={<PinCodeText code={code} />} data-testid="pin-transfer-code" />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <MemberUsernameField
        control={form.control}
        name="to_username"
        label={t('transfer.receiver')}
        hint={t('transfer.receiverHint')}
        testId="pin-transfer-username"
      />
    </FormFrame>
  );
}
