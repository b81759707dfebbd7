import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a contract's zod schema, the way the member and sign-in forms
 * check: each field once it has been left (`onTouched`), so a half-typed field is not yet wrong.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
}
