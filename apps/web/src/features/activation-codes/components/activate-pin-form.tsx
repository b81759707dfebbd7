import { NativeSelect } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ActivatePinInput, type ActivatePinResult, activatePinInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { useFieldErrorText } from '@/lib/form-errors';
import { useActivatePin } from '../api/pin-actions';
import { activateRefusals } from '../pin-rules';
import { MemberUsernameField } from './member-username-field';
import { useSecPasswordSubmit } from './use-sec-password-submit';

const schema = activatePinInput.omit({ sec_password: true });
type Values = { code: string; username: string };

/**
 * An account activated with one of the member's valid codes: their own (the username is filled in
 * while their account is not active yet) or a downline's, then the secondary password.
 */
export function ActivatePinForm({
  validCodes,
  suggestedUsername,
  onDone,
}: {
  validCodes: string[];
  /** The member's own username while their account waits for a code; empty once it is active. */
  suggestedUsername: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('pins');
  const fieldError = useFieldErrorText();
  const activate = useActivatePin();
  const defaults = { code: validCodes[0] ?? '', username: suggestedUsername };
  const form = useForm<Values>({ resolver: zodResolver(schema), values: defaults });
  const submit = useSecPasswordSubmit<Values, ActivatePinInput, ActivatePinResult>({
    form,
    mutation: activate,
    doneKey: 'pins:activate.done',
    refusals: activateRefusals,
    onDone,
  });
  const { errors } = form.formState;

  return (
    <FormFrame
      form={form}
      action={(values) => submit(values)}
      testId="pin-activate"
      intro={t('activate.intro')}
      submitLabel={t('activate.submit')}
    >
      <NativeSelect
        label={t('activate.code')}
        data={validCodes.length ? validCodes : [{ value: '', label: t('activate.noCodes') }]}
        disabled={validCodes.length === 0}
        {...form.register('code')}
        error={fieldError(errors.code)}
        ff="monospace"
        required
        data-testid="pin-activate-code"
      />
      <MemberUsernameField
        control={form.control}
        name="username"
        label={t('activate.username')}
        hint={t('activate.usernameHint')}
        testId="pin-activate-username"
      />
    </FormFrame>
  );
}
