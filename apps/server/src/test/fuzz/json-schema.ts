import { isStorableString } from '../../lib/storable-strings';
import type { Rng } from './prng';

/** The part of JSON Schema the route schemas use (as fastify-type-provider-zod writes them). */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

/** The JSON types a schema admits; null when it admits anything (an empty or unknown schema). */
export function typesOf(schema: JsonSchema): Set<JsonType> | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<JsonType>();
    for (const b of branches) {
      const t = typesOf(b);
      if (!t) return null;
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (schema.type) return new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.properties) return new Set(['object']);
  return null;
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

const regexCache = new Map<string, RegExp | null>();
function regexOf(pattern: string): RegExp | null {
  if (!regexCache.has(pattern)) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      try {
        re = new RegExp(pattern);
      } catch {
        re = null;
      }
    }
    regexCache.set(pattern, re);
  }
  return regexCache.get(pattern)!;
}

/**
 * Whether a value certainly satisfies the schema, or may. Conservative: when in doubt it says "conforms",
 * so a request counted as malformed is malformed by the published schema (or holds a string PostgreSQL
 * cannot store, which every field refuses).
 * `fromString`: the value came from a query string, path or form field, where numbers are coerced.
 */
export function conforms(schema: JsonSchema, value: unknown, fromString = false, name = ''): boolean {
  if (/^(amount|credited_amount)$|(^|_)id$/.test(name) && isLooseNumber(schema) && isAbsurdNumber(value, name)) {
    return false;
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((b) => conforms(b, value, fromString, name));
  if (schema.allOf) return schema.allOf.every((b) => conforms(b, value, fromString));
  if (typeof value === 'string' && !isStorableString(value)) return false;
  if (schema.enum) {
    if (fromString && typeof value === 'string') return schema.enum.some((e) => String(e) === value);
    return schema.enum.some((e) => e === value);
  }
  if (schema.const !== undefined) return value === schema.const || (fromString && String(schema.const) === value);
  const types = typesOf(schema);
  if (!types) return true;
  if (fromString && typeof value === 'string' && (types.has('number') || types.has('integer'))) {
    // zod's coerce: Number(value) — '' is 0, ' 5 ' is 5.
    const n = Number(value);
    if (types.has('string') && conformsString(schema, value)) return true;
    return conformsNumber(schema, n, types);
  }
  if (fromString && typeof value === 'string' && types.has('boolean')) return true;
  const t = jsonTypeOf(value);
  if (t === 'integer' && (types.has('number') || types.has('integer')))
    return conformsNumber(schema, value as number, types);
  if (t === 'number') return types.has('number') && conformsNumber(schema, value as number, types);
  if (!types.has(t)) return false;
  if (t === 'string') return conformsString(schema, value as string);
  if (t === 'array') {
    const arr = value as unknown[];
    if (schema.minItems !== undefined && arr.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && arr.length > schema.maxItems) return false;
    return !schema.items || arr.every((v) => conforms(schema.items!, v));
  }
  if (t === 'object') {
    const obj = value as Record<string, unknown>;
    for (const r of schema.required ?? []) {
      if (!(r in obj) && schema.properties?.[r]?.default === undefined) return false;
    }
    for (const [k, v] of Object.entries(obj)) {
      const prop = schema.properties?.[k];
      if (prop) {
        if (!conforms(prop, v, false, k)) return false;
      } else if (schema.additionalProperties === false) return false;
    }
  }
  return true;
}

/**
 * A field published as "a string or a number" with no bounds, parsed by the service: the schema admits
 * anything, but an amount or an id that is not a plain positive decimal is junk all the same, and must
 * be refused without a change. (Rates and percentages may be 0, so only amounts and ids are judged.)
 */
function isLooseNumber(schema: JsonSchema): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches || branches.length !== 2) return false;
  const kinds = branches.map((b) => (Object.keys(b).length === 1 ? b.type : null)).sort();
  return kinds[0] === 'number' && kinds[1] === 'string';
}

function isAbsurdNumber(value: unknown, name: string): boolean {
  const isId = /(^|_)id$/.test(name);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0 || value >= 1e12) return true;
    return isId ? !Number.isInteger(value) : Math.round(value * 1e6) / 1e6 !== value;
  }
  if (typeof value !== 'string') return false;
  const text = value.trim();
  const sane = isId ? /^[1-9]\d{0,17}$/.test(text) : /^\d{1,12}(\.\d{1,6})?$/.test(text) && Number(text) > 0;
  return !sane;
}

function conformsString(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.pattern) {
    const re = regexOf(schema.pattern);
    if (re && !re.test(value)) return false;
  }
  if (schema.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return false;
  return true;
}

function conformsNumber(schema: JsonSchema, n: number, types: Set<JsonType>): boolean {
  if (!Number.isFinite(n)) return false;
  if (!types.has('number') && !Number.isInteger(n)) return false;
  if (schema.minimum !== undefined && n < schema.minimum) return false;
  if (schema.maximum !== undefined && n > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && n <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && n >= schema.exclusiveMaximum) return false;
  return true;
}

/** Real values the fixtures made, so a valid-looking request reaches the service, not just the schema. */
export interface ValuePool {
  ids: string[];
  usernames: string[];
  secPassword: string;
  password: string;
  email: string;
}

const stringCandidates = (pool: ValuePool, name: string): string[] => {
  const byName: string[] = [];
  if (/sec_?password/i.test(name)) byName.push(pool.secPassword);
  else if (/password/i.test(name)) byName.push(pool.password);
  if (/user(name)?|receiver/i.test(name)) byName.push(...pool.usernames);
  if (/email/i.test(name)) byName.push(pool.email);
  if (/(^|_)id$|^parent$/.test(name)) byName.push(...pool.ids);
  if (/amount|volume/.test(name)) byName.push('10', '1.5');
  if (/otp|code/i.test(name)) byName.push('123456');
  return [
    ...byName,
    ...pool.ids,
    '1',
    '10',
    '10.5',
    'Secret123',
    'Abcdef12345',
    '123456',
    'en',
    'point1',
    'a@example.test',
    `0x${'ab'.repeat(20)}`,
    `0x${'cd'.repeat(32)}`,
    'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    '2026-11-18',
    '2026-11-18T04:00:00Z',
    '3f0e4c1a-8b7d-4e2f-9a6c-5d4b3a2f1e0d',
    'A1234567',
    'Fuzz text',
  ];
};

/** A value that satisfies the schema, using real ids and names where the field's name suggests them. */
export function validValue(schema: JsonSchema, rng: Rng, pool: ValuePool, name = ''): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return validValue(rng.pick(branches), rng, pool, name);
  if (schema.enum) return rng.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  const types = typesOf(schema);
  const nonNull = types ? [...types].filter((t) => t !== 'null') : [];
  const type: JsonType = nonNull.length > 0 ? rng.pick(nonNull) : types?.has('null') ? 'null' : 'string';
  switch (type) {
    case 'string': {
      const fits = stringCandidates(pool, name).filter((s) => conformsString(schema, s));
      if (fits.length > 0) return rng.chance(0.7) ? fits[0] : rng.pick(fits);
      const min = schema.minLength ?? 1;
      return 'a'.repeat(Math.min(Math.max(min, 3), schema.maxLength ?? 3));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const max = schema.maximum ?? min + 10;
      return Math.min(max, Math.max(min, 1));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const n = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: n }, () => (schema.items ? validValue(schema.items, rng, pool, name) : 'a'));
    }
    case 'object':
    default: {
      const out: Record<string, unknown> = {};
      for (const [k, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(k) || rng.chance(0.5)) out[k] = validValue(prop, rng, pool, k);
      }
      return out;
    }
  }
}
