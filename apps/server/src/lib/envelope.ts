import { z } from 'zod';

/** The success envelope every route answers with: `{ code: 0, message, data }`. */
export function ok<T>(data: T, message = 'OK') {
  return { code: 0 as const, message, data };
}

/** Response schema for OpenAPI: the envelope around a data schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
