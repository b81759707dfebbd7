import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a contract's zod schema: the one way a form here is made. The
 * member and sign-in forms check each field once it has been left (`onTouched`, the default), so a
 * half-typed field is not yet wrong; the back office's forms and dialogs, and a few member forms that
 * always did, check when sent (`onSubmit`) and again as a refused field is corrected.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  mode: UseFormProps<TInput>['mode'] = 'onTouched',
) {
  return useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), mode, defaultValues });
}
