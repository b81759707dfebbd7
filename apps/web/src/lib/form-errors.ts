import type { z } from 'zod';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { notifyError } from './notify';

/**
 * Turns a field error key (zod message from contracts, or `data.fields` from the server) into text.
 * Keys that are catalogue codes (NO_CHINESE, passwordNotMatch) exist under `field` too.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
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
 * contracts' `confirmed()` helper types its result as `ZodType<T>` with an unknown input, which
 * react-hook-form cannot use for field names. The schema's input is the same plain object as its
 * output, so this restores that type for the form without changing what is validated.
 */
export function asFormSchema<T extends FieldValues>(schema: z.ZodType<T>): z.ZodType<T, T> {
  return schema as unknown as z.ZodType<T, T>;
}
