import { useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { sendWithSecondaryPassword } from '@/components/ask-secondary-password';
import { ApiError } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/attempt-key';
import { refuseField } from '@/lib/form-errors';
import type { WithIdempotencyKey } from '@/lib/keyed-mutation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { refusedFieldOf } from '../pin-rules';

/**
 * The submit of every code form (buy, transfer, activate): the checked body, then the secondary
 * password, then the call with one Idempotency-Key per attempt (lib/attempt-key.ts). Success says
 * `doneKey`, empties the form and hands the answer on; a refusal about one field shows under it
 * (`refusals` names the field of each code), anything else in the one notice.
 */
export function useSecPasswordSubmit<V extends FieldValues, Body extends { sec_password: string }, Result>({
  form,
  mutation,
  doneKey,
  refusals,
  onDone,
}: {
  form: Pick<UseFormReturn<V, unknown, unknown>, 'reset' | 'setError' | 'getValues'>;
  mutation: { mutateAsync: (payload: WithIdempotencyKey<Body>) => Promise<Result> };
  doneKey: string;
  refusals: Partial<Record<string, Path<V>>>;
  onDone?: (result: Result) => void;
}) {
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  return async (body: Omit<Body, 'sec_password'>) => {
    const idempotencyKey = attemptKeys.keyFor(JSON.stringify(body));
    try {
      const sent = await sendWithSecondaryPassword((secPassword) =>
        mutation.mutateAsync({ ...body, sec_password: secPassword, idempotencyKey } as WithIdempotencyKey<Body>),
      );
      if (sent === null) return;
      const { result } = sent;
      attemptKeys.complete();
      notifySuccess(doneKey);
      form.reset();
      onDone?.(result);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<V>[];
      const field = error instanceof ApiError ? refusedFieldOf(error, fields, refusals) : undefined;
      if (field === undefined || !refuseField(error, form.setError, field, () => true)) notifyError(error);
    }
  };
}
