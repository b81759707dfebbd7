import type { Rng } from './prng';

/** A JSON token written as is into a body (numbers JSON.stringify cannot write, like 1e400). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Strings a careless server mishandles: storage, parsing, rendering and injection. */
export const junkStrings: readonly string[] = [
  '',
  ' ',
  '   ',
  'x'.repeat(10_000),
  'é'.repeat(3_000),
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\r\nInjected: header',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '名前🙂ñ한국어',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  "' OR 1=1 --",
  "'; drop table members; --",
  '"); select pg_sleep(5); --',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}%s%n',
  '-1',
  '0',
  '-0',
  '1e400',
  '9223372036854775808',
  '99999999999999999999999999999',
  'NaN',
  'Infinity',
  '1.5',
  '  5 ',
  '0x10',
  '1_000',
  '١٢٣',
  '+1',
  '1,5',
  'true',
  'null',
  'undefined',
  '[object Object]',
];

/** Numbers at and past the edges; RawJson for the ones JSON cannot carry as numbers. */
export const junkNumbers: readonly unknown[] = [
  -1,
  0,
  1.5,
  -1.5,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  5e-324,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0'),
  new RawJson('1.0000000000000000000001'),
];

export const junkOthers: readonly unknown[] = [
  true,
  false,
  null,
  [],
  {},
  [null],
  ['a', 'b'],
  { a: { b: [] } },
  { $gt: '' },
  Array.from({ length: 1000 }, (_, i) => i),
];

/** Any junk value: a string, number or other JSON value. */
export function junkValue(rng: Rng): unknown {
  const roll = rng.next();
  if (roll < 0.5) return rng.pick(junkStrings);
  if (roll < 0.75) return rng.pick(junkNumbers);
  return rng.pick(junkOthers);
}

/** A junk value as it would arrive in a query string, path or form field. */
export function junkText(rng: Rng): string {
  const v = junkValue(rng);
  if (typeof v === 'string') return v;
  if (v instanceof RawJson) return v.text;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** Percent-encodings a URL decoder must refuse or survive, written into the URL as they are. */
export const rawUrlGarbage: readonly string[] = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AE',
  '%C0%80',
  '%00',
  '%FF%FE',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%2e%2e%2f%2e%2e%2f',
  '%25%32%35',
  '%u0041',
  '%0d%0aSet-Cookie:%20x=1',
];

/** JSON bodies that are not an object, or not JSON at all. */
export const brokenJsonBodies: readonly string[] = [
  '[]',
  '"text"',
  '42',
  'null',
  'true',
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  'NaN',
  '\u0000',
  '{"a":"\u0000',
  '{"a":"\\ud800"',
  '{"a":"\\x00"}',
  '{"a":01}',
  '{"a":.5}',
  '<xml/>',
  ' ',
];

/** Arrays nested `depth` deep: a parser that recurses may run out of stack. */
export function deepJson(depth: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}
