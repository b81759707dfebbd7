import { z } from 'zod';

/** The `:id` path parameter of a row: a positive bigint id, as a string of at most 18 digits. */
export const idParam = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'invalid') });

/** The body of an action that takes none: nothing, or an empty JSON object. */
export const noBody = z.object({}).optional();
