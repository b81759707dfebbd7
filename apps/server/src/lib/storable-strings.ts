import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Strings PostgreSQL cannot store. A NUL byte is refused in text ("invalid byte sequence for encoding
 * UTF8: 0x00") and in json ("unsupported Unicode escape sequence"). A lone UTF-16 surrogate is silently
 * turned into U+FFFD in a text column by the driver, but JSON.stringify writes it as `\ud800`, which
 * json/jsonb refuse (the audit log stores request values as jsonb). Both used to end as a 500.
 */
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableString(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Paths of every string (value or object key) in `value` that PostgreSQL could not store. */
export function unstorablePaths(
  value: unknown,
  path: PropertyKey[] = [],
  found: PropertyKey[][] = [],
): PropertyKey[][] {
  if (typeof value === 'string') {
    if (!isStorableString(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorablePaths(item, [...path, i], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableString(key)) found.push([...path, key]);
      else unstorablePaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * `schema`, refusing first any input with a string PostgreSQL cannot store: one `invalid` issue per
 * such string, at its path, so the answer is the usual 400 VALIDATION_ERROR with `data.fields`.
 * The app's validator compiler wraps every route schema with it (body, query, params, headers), and
 * the forms read outside the compiler (multipart text fields) parse through it too.
 */
export function storable<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of unstorablePaths(value)) ctx.addIssue({ code: 'custom', path, message: 'invalid' });
    })
    .pipe(schema);
}

/** fastify-type-provider-zod's validator compiler, with every route schema wrapped in `storable`. */
export const storableValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...route }) =>
  validatorCompiler({ ...route, schema: storable(schema) });
