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

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * Paths of every string (value or object key) in `value` that PostgreSQL could not store. A loop over
 * an explicit stack, not recursion: a JSON body of arrays nested 5,000 deep (well within the body
 * limit) overflowed the call stack, a 500 on the routes that parse their fields by hand.
 */
export function unstorablePaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isStorableString(item)) found.push(pathOf(visit));
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: visit });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!isStorableString(key)) found.push([...pathOf(visit), key]);
        else stack.push({ value: child, key, parent: visit });
      }
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
