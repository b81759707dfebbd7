import type { z } from 'zod';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { notifyError } from './notify';

/** The error type of a refusal shown under a field in the words of its catalogue code (see refuseField). */
const REFUSAL = 'refusal';

/**
 * Turns a field error key (zod message from contracts, or `data.fields` from the server) into text.
 * Keys that are catalogue codes (NO_CHINESE, passwordNotMatch) exist under `field` too. Takes the key or
 * react-hook-form's field error; a refusal set by refuseField reads as its code's own text.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: string | { type?: string; message?: string } | undefined) => {
      const message = typeof error === 'string' ? error : error?.message;
      if (!message) return undefined;
      if (typeof error === 'object' && error.type === REFUSAL) return t(`errors:${message}`);
      const key = `errors:field.${message}`;
      return i18n.exists(key) ? t(key) : t('errors:field.invalid');
    },
    [t, i18n],
  );
}

/**
 * Shows a failed submit where it belongs: field errors the server named go next to their inputs
 * (when the form has such a field), everything else to the one notice.
 */
export function handleFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: string[],
) {
  if (error instanceof ApiError) {
    const known = Object.entries(error.fields).filter(([name]) => fieldNames.includes(name));
    for (const [name, key] of known) setError(name as Path<T>, { type: 'server', message: key });
    if (known.length > 0 && known.length === Object.keys(error.fields).length) return;
  }
  notifyError(error);
}

/**
 * A refused submit whose reason belongs under one field: a catalogue code the server gave for it
 * (INSUFFICIAN_BALANCE, RECEIVER_NOT_IN_TEAM) shows as that code's text there, a plain field key
 * (`data.fields`) as the field's error. `isAbout` says which failures concern the field (by default:
 * the server named it). Returns false when the failure is not the field's; the caller then notifies.
 */
export function refuseField<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  name: Path<T>,
  isAbout: (error: ApiError) => boolean = (failure) => Boolean(failure.fields[name]),
): boolean {
  if (!(error instanceof ApiError) || !isAbout(error)) return false;
  if (error.code !== 'VALIDATION_ERROR' && i18n.exists(`errors:${error.code}`)) {
    setError(name, { type: REFUSAL, message: error.code });
  } else {
    setError(name, { type: 'server', message: error.fields[name] ?? 'invalid' });
  }
  return true;
}

/**
 * The submit handler of a form whose failures all go through handleFormError: runs `action` with the
 * checked values and shows a failure under the named fields or as the notice. `onFailure` runs first
 * (the login form forgets a stale session there).
 */
export function submitOrShowErrors<TInput extends FieldValues, TOutput>(
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  fieldNames: string[],
  action: (values: TOutput) => Promise<unknown>,
  onFailure?: () => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      onFailure?.();
      handleFormError(error, form.setError, fieldNames);
    }
  });
}

/**
 * A refusal the form itself knows before sending (the same catalogue code the server would answer),
 * shown under the field in that code's words, like refuseField does for the server's answer.
 */
export function setRefusal<T extends FieldValues>(setError: UseFormSetError<T>, name: Path<T>, code: string) {
  setError(name, { type: REFUSAL, message: code });
}

/**
 * contracts' `confirmed()` helper types its result as `ZodType<T>` with an unknown input, which
 * react-hook-form cannot use for field names. The schema's input is the same plain object as its
 * output, so this restores that type for the form without changing what is validated.
 */
export function asFormSchema<T extends FieldValues>(schema: z.ZodType<T>): z.ZodType<T, T> {
  return schema as unknown as z.ZodType<T, T>;
}
