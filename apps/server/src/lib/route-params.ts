import { z } from 'zod';

/** The `:id` path parameter of a row: a positive bigint id, as a string of at most 18 digits. */
export const idParam = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'invalid') });

/** The body of an action that takes none: nothing, or an empty JSON object. */
export const noBody = z.object({}).optional();

/** The `params` schema of a route that names one row by `:id`; nothing for a route that does not. */
export function rowParams(url: string): { params?: typeof idParam } {
  return /\/:id(\/|$)/.test(url) ? { params: idParam } : {};
}

/** The row a request names by `:id` (checked by `idParam`); 0n on a route without one. */
export function rowIdOf(params: unknown): bigint {
  const { id } = params as { id?: string };
  return id === undefined ? 0n : BigInt(id);
}
