import { isStorableString } from '../../lib/storable-strings';
import { type FilePart, multipartPayload } from '../../lib/uploads.testing';
import { type JsonSchema, type ValuePool, conforms, validValue } from './json-schema';
import {
  RawJson,
  brokenJsonBodies,
  deepJson,
  junkOthers,
  junkStrings,
  junkText,
  junkValue,
  rawUrlGarbage,
} from './junk';
import type { Operation } from './operations';
import type { Rng } from './prng';

/**
 * Builds one malformed request for an operation: a request that would pass (real ids, real names, the
 * right secondary password) with one to three malformations on top, each from the operation's own
 * schema, plus sometimes harmless noise. `malformed` is true when at least one part breaks the
 * published schema (or the framework's rules), so the server must refuse it.
 */
export type AuthAs = 'member' | 'member2' | 'staff' | 'none' | 'garbage' | 'basic' | 'long';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: AuthAs;
  labels: string[];
  malformed: boolean;
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string>; files: FilePart[] }
  | { kind: 'raw'; contentType: string | null; payload: string | Buffer };

interface Draft {
  path: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body: Body;
  auth: AuthAs;
  labels: string[];
  /** Which parts are broken ('auth', 'path.id', 'query.page', 'body.amount', 'body' for all of it). */
  broken: Map<string, boolean>;
}

/** Records whether a part is now broken; a later change to the same part replaces the verdict. */
function mark(d: Draft, part: string, isBroken: boolean) {
  if (part === 'body') for (const key of [...d.broken.keys()]) if (key.startsWith('body.')) d.broken.delete(key);
  if (part.startsWith('body.') && d.broken.get('body')) return;
  d.broken.set(part, isBroken);
}

const isMalformed = (d: Draft) => [...d.broken.values()].some(Boolean);

export interface GeneratorContext {
  pool: ValuePool;
  /** A small valid PNG, so an upload's file is not always the thing that is wrong. */
  png: Buffer;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Lone surrogates become U+FFFD, as a browser would send them (String.prototype.toWellFormed). */
function wellFormed(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function encode(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

function decodeOrNull(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function hex(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[rng.int(0, 15)];
  return s;
}

function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v instanceof RawJson) return v.text;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * Uploads the first member never reaches the form of: her KYC is approved and she has a deposit
 * pending, so these routes refuse her before reading the body. The second member can submit both.
 */
const SECOND_MEMBER_FIRST = new Set(['POST /api/member/UserKyc', 'POST /api/wallet/deposit-fiat']);

function baseDraft(op: Operation, rng: Rng, ctx: GeneratorContext): Draft {
  const d: Draft = {
    path: {},
    query: [],
    headers: {},
    body: { kind: 'none' },
    auth:
      op.auth === 'staff'
        ? 'staff'
        : op.auth === 'member'
          ? rng.chance(SECOND_MEMBER_FIRST.has(op.key) ? 0.2 : 0.8)
            ? 'member'
            : 'member2'
          : 'none',
    labels: [],
    broken: new Map(),
  };
  for (const p of op.pathParams) d.path[p.name] = encode(toText(validValue(p.schema, rng, ctx.pool, p.name)));
  for (const q of op.queryParams) {
    if (q.required || rng.chance(0.5))
      d.query.push([q.name, encode(toText(validValue(q.schema, rng, ctx.pool, q.name)))]);
  }
  for (const h of op.headerParams) {
    if (h.required || rng.chance(0.8)) d.headers[h.name] = `fuzz-${hex(rng, 24)}`;
  }
  if (!BODY_METHODS.has(op.method)) return d;
  if (op.multipart && (!op.acceptsJsonForm || rng.chance(0.5))) {
    const values = validValue(op.multipart.fields, rng, ctx.pool) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toText(v)]));
    const files = op.multipart.fileFields
      .filter((name) => (name === 'image' ? rng.chance(0.3) : rng.chance(0.85)))
      .map((name) => ({ name, filename: `${name}.png`, contentType: 'image/png', content: ctx.png }));
    d.body = { kind: 'form', fields, files };
  } else if (op.jsonBody) {
    d.body = { kind: 'json', value: validValue(op.jsonBody, rng, ctx.pool) };
  }
  return d;
}

interface Malformation {
  name: string;
  weight: number;
  applies(op: Operation, d: Draft): boolean;
  apply(op: Operation, d: Draft, rng: Rng, ctx: GeneratorContext): void;
}

function objectSchemaOf(op: Operation, d: Draft): JsonSchema | null {
  if (d.body.kind === 'json') return op.jsonBody;
  if (d.body.kind === 'form') return op.multipart?.fields ?? null;
  return null;
}

function bodyRecord(d: Draft): Record<string, unknown> | null {
  if (d.body.kind === 'json' && d.body.value && typeof d.body.value === 'object' && !Array.isArray(d.body.value)) {
    return d.body.value as Record<string, unknown>;
  }
  if (d.body.kind === 'form') return d.body.fields;
  return null;
}

const jsonCandidates = (rng: Rng): unknown => junkValue(rng);

/** A value of the right kind for a query string or path, or raw URL garbage. */
function urlValue(rng: Rng): { raw: string; decoded: string | null } {
  const roll = rng.next();
  if (roll < 0.3) {
    const raw = rng.pick(rawUrlGarbage);
    return { raw, decoded: decodeOrNull(raw) };
  }
  if (roll < 0.45) {
    const raw = rng.pick(['9'.repeat(rng.int(19, 40)), '1'.repeat(rng.int(101, 400)), 'a'.repeat(2_000), '-1', '0']);
    return { raw, decoded: raw };
  }
  const text = junkText(rng);
  return { raw: encode(text), decoded: wellFormed(text) };
}

const malformations: Malformation[] = [
  {
    name: 'auth',
    weight: 1,
    applies: (op) => op.auth !== 'none',
    apply(op, d, rng) {
      d.auth = rng.pick<AuthAs>(['none', 'garbage', 'basic', 'long', op.auth === 'staff' ? 'member' : 'staff']);
      d.labels.push(`auth=${d.auth}`);
      mark(d, 'auth', true);
    },
  },
  {
    name: 'path',
    weight: 3,
    applies: (op) => op.pathParams.length > 0,
    apply(op, d, rng) {
      const p = rng.pick(op.pathParams);
      const v = urlValue(rng);
      d.path[p.name] = v.raw;
      d.labels.push(`path.${p.name}=${v.raw.slice(0, 40)}`);
      mark(d, `path.${p.name}`, v.decoded === null || !conforms(p.schema, v.decoded, true));
    },
  },
  {
    name: 'query',
    weight: 3,
    applies: (op) => op.queryParams.length > 0,
    apply(op, d, rng) {
      const q = rng.pick(op.queryParams);
      const roll = rng.next();
      if (roll < 0.15) {
        // Twice: the parser makes an array of it.
        d.query.push([q.name, '1'], [q.name, '2']);
        d.labels.push(`query.${q.name} twice`);
        mark(d, `query.${q.name}`, !conforms(q.schema, ['1', '2']));
        return;
      }
      if (roll < 0.25 && q.required) {
        d.query = d.query.filter(([k]) => k !== q.name);
        d.labels.push(`query.${q.name} dropped`);
        mark(d, `query.${q.name}`, true);
        return;
      }
      const v = urlValue(rng);
      d.query = d.query.filter(([k]) => k !== q.name);
      d.query.push([q.name, v.raw]);
      d.labels.push(`query.${q.name}=${v.raw.slice(0, 40)}`);
      mark(d, `query.${q.name}`, v.decoded === null || !conforms(q.schema, v.decoded, true));
    },
  },
  {
    name: 'header',
    weight: 1,
    applies: (op) => op.headerParams.length > 0,
    apply(op, d, rng) {
      const h = rng.pick(op.headerParams);
      const value = rng.pick(['short', 'has space in it', 'x'.repeat(101), 'semi;colon;key', '../../etc', "' OR 1=1"]);
      d.headers[h.name] = value;
      d.labels.push(`header.${h.name}=${value.slice(0, 20)}`);
      mark(d, `header.${h.name}`, !conforms(h.schema, value, true));
    },
  },
  {
    name: 'field value',
    weight: 5,
    applies: (op, d) => Boolean(bodyRecord(d) && objectSchemaOf(op, d)?.properties),
    apply(op, d, rng) {
      const schema = objectSchemaOf(op, d)!;
      const record = bodyRecord(d)!;
      const names = Object.keys(schema.properties ?? {});
      if (names.length === 0) return;
      const name = rng.pick(names);
      const prop = schema.properties![name]!;
      if (d.body.kind === 'form') {
        // A multipart body is UTF-8 on the wire: a lone surrogate arrives as U+FFFD, so judge what is sent.
        const text = wellFormed(junkText(rng));
        record[name] = text;
        d.labels.push(`form.${name}=${JSON.stringify(text.slice(0, 30))}`);
        mark(d, `body.${name}`, !conforms(prop, text, true, name));
        return;
      }
      const value = jsonCandidates(rng);
      record[name] = value;
      d.labels.push(`body.${name}=${toText(value).slice(0, 30)}`);
      const asParsed = value instanceof RawJson ? JSON.parse(value.text) : value;
      mark(d, `body.${name}`, !conforms(prop, asParsed, false, name));
    },
  },
  {
    name: 'field type',
    weight: 2,
    applies: (op, d) => d.body.kind === 'json' && Boolean(bodyRecord(d) && op.jsonBody?.properties),
    apply(op, d, rng) {
      const props = op.jsonBody!.properties!;
      const names = Object.keys(props);
      if (names.length === 0) return;
      const name = rng.pick(names);
      const wrong = [...junkOthers, ...junkStrings.slice(0, 8), 0, -1, 12345].filter((v) => !conforms(props[name]!, v));
      if (wrong.length === 0) return;
      const value = rng.pick(wrong);
      bodyRecord(d)![name] = value;
      d.labels.push(`body.${name} as ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value}`);
      mark(d, `body.${name}`, true);
    },
  },
  {
    name: 'field dropped',
    weight: 2,
    applies: (op, d) => (objectSchemaOf(op, d)?.required?.length ?? 0) > 0 && bodyRecord(d) !== null,
    apply(op, d, rng) {
      const schema = objectSchemaOf(op, d)!;
      const name = rng.pick(schema.required!);
      delete bodyRecord(d)![name];
      d.labels.push(`${name} dropped`);
      mark(d, `body.${name}`, schema.properties?.[name]?.default === undefined);
    },
  },
  {
    name: 'broken json',
    weight: 2,
    applies: (op) => BODY_METHODS.has(op.method),
    apply(op, d, rng) {
      const roll = rng.next();
      let text: string;
      if (roll < 0.55) text = rng.pick(brokenJsonBodies);
      else if (roll < 0.75) {
        const whole = JSON.stringify(bodyRecord(d) ?? { a: 'b' });
        text = whole.slice(0, rng.int(1, Math.max(1, whole.length - 1)));
      } else if (roll < 0.9) text = deepJson(rng.pick([1_000, 50_000]), rng.chance(0.5) ? 'array' : 'object');
      else text = '';
      d.body = { kind: 'raw', contentType: 'application/json', payload: text };
      d.labels.push(`json ${JSON.stringify(text.slice(0, 30))}${text.length > 30 ? `…(${text.length})` : ''}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        mark(d, 'body', true);
        return;
      }
      mark(d, 'body', Boolean(op.jsonBody && !conforms(op.jsonBody, parsed)));
    },
  },
  {
    name: 'content type',
    weight: 2,
    applies: (op) => BODY_METHODS.has(op.method),
    apply(op, d, rng) {
      const payload = JSON.stringify(bodyRecord(d) ?? {});
      const contentType = rng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'image/png',
        'application/octet-stream',
        'multipart/form-data; boundary=----fuzz',
        'multipart/mixed',
        'application/json; charset=utf-16le',
        'application/jsonx',
        ';;;',
      ]);
      d.body = { kind: 'raw', contentType, payload };
      d.labels.push(`content-type ${contentType}`);
      // Fastify parses text/plain, and multipart where an upload route registered it; a charset it ignores.
      const parsedByDefault =
        contentType === 'text/plain' ||
        contentType.startsWith('multipart/form-data') ||
        contentType.includes('charset');
      mark(d, 'body', !parsedByDefault || Boolean(op.jsonBody && !contentType.includes('charset')));
    },
  },
  {
    name: 'too large',
    weight: 0.5,
    applies: (op) => BODY_METHODS.has(op.method),
    apply(_op, d, rng) {
      const payload = JSON.stringify({ ...(bodyRecord(d) ?? {}), padding: 'p'.repeat(rng.int(300_000, 400_000)) });
      d.body = { kind: 'raw', contentType: 'application/json', payload };
      d.labels.push(`body of ${payload.length} bytes`);
      mark(d, 'body', true);
    },
  },
  {
    name: 'broken multipart',
    weight: 3,
    applies: (op) => op.multipart !== null,
    apply(op, d, rng, ctx) {
      const fields = d.body.kind === 'form' ? d.body.fields : { a: 'b' };
      const files = d.body.kind === 'form' ? d.body.files : [];
      const { payload, boundary } = multipartBody(fields, files);
      const variant = rng.pick([
        'wrong boundary',
        'no boundary',
        'truncated',
        'empty',
        'garbage',
        'closing only',
        'no disposition',
        'long header',
        'bad file',
        'too many files',
      ]);
      let contentType = `multipart/form-data; boundary=${boundary}`;
      let body: Buffer = payload;
      let certain = true;
      switch (variant) {
        case 'wrong boundary':
          contentType = `multipart/form-data; boundary=${boundary}x`;
          break;
        case 'no boundary':
          contentType = 'multipart/form-data';
          break;
        case 'truncated':
          body = payload.subarray(0, rng.int(1, payload.length - 4));
          break;
        case 'empty':
          body = Buffer.alloc(0);
          break;
        case 'garbage':
          body = Buffer.from(Array.from({ length: rng.int(1, 3000) }, () => rng.int(0, 255)));
          break;
        case 'closing only':
          body = Buffer.from(`--${boundary}--\r\n`);
          break;
        case 'no disposition':
          body = Buffer.concat([Buffer.from(`--${boundary}\r\nx-junk: 1\r\n\r\nvalue\r\n`), payload]);
          certain = false;
          break;
        case 'long header':
          body = Buffer.concat([
            Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${'n'.repeat(90_000)}"\r\n\r\nv\r\n`),
            payload,
          ]);
          certain = false;
          break;
        case 'bad file': {
          const content = rng.pick([
            Buffer.from('<?php system($_GET["c"]); ?>'),
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            ctx.png.subarray(0, 8),
            ctx.png.subarray(0, Math.floor(ctx.png.length / 2)),
            Buffer.from('GIF89a\x01\x00\x01\x00'),
            Buffer.from([0xff, 0xd8, 0xff]),
            Buffer.alloc(0),
          ]);
          const name = rng.pick(op.multipart!.fileFields);
          const others = files.filter((f) => f.name !== name);
          const bad = {
            name,
            filename: rng.pick(['x.png', '../../x.php', 'a\u0000.png', '']),
            contentType: 'image/png',
            content,
          };
          body = multipartBody(fields, [...others, bad], boundary).payload;
          break;
        }
        case 'too many files':
          body = multipartBody(
            fields,
            Array.from({ length: 5 }, (_, i) => ({
              name: op.multipart!.fileFields[i % op.multipart!.fileFields.length]!,
              filename: `f${i}.png`,
              contentType: 'image/png',
              content: ctx.png,
            })),
            boundary,
          ).payload;
          break;
      }
      d.body = { kind: 'raw', contentType, payload: body };
      d.labels.push(`multipart ${variant}`);
      mark(d, 'body', certain);
    },
  },
];

/** Text that is odd (markup, SQL, unicode, control characters) but storable, so a field may hold it. */
const oddText = junkStrings.filter((s) => isStorableString(s) && s.length < 100 && /[^\w\s.-]/.test(s));

/** Harmless additions: the request must be refused for its malformation, not trip over these. */
function addNoise(op: Operation, d: Draft, rng: Rng) {
  const roll = rng.next();
  const record = bodyRecord(d);
  if (roll < 0.3 && record) {
    record[rng.pick(['extra', 'is_admin', 'role', 'balance', 'member_id', 'constructor'])] = junkValue(rng);
    d.labels.push('+unknown field');
  } else if (roll < 0.5) {
    d.query.push([encode(rng.pick(['extra', 'a[b]', '__proto__', 'sort'])), encode(junkText(rng))]);
    d.labels.push('+unknown query');
  } else if (roll < 0.7) {
    const [name, value] = rng.pick<[string, string]>([
      ['x-forwarded-for', 'not-an-ip, 999.999.1.1'],
      ['accept-language', 'x'.repeat(5_000)],
      ['user-agent', '<script>alert(1)</script>'],
      ['x-request-id', '../../etc/passwd'],
      ['accept', 'text/html'],
      ['cookie', 'session=; token=garbage'],
    ]);
    d.headers[name] = value;
    d.labels.push(`+header ${name}`);
  } else if (record && op.jsonBody?.properties) {
    // A valid field filled with text that is only odd: unicode, markup, SQL.
    const stringy = Object.entries(op.jsonBody.properties).filter(([, s]) => conforms(s, 'abc'));
    if (stringy.length > 0) {
      const [name] = rng.pick(stringy);
      record[name] = rng.pick(oddText);
      d.labels.push(`+odd text in ${name}`);
    }
  }
}

/** A form the fuzzer sends, under a fixed boundary so a seed replays byte for byte. */
export function multipartBody(fields: Record<string, string>, files: FilePart[], boundary = '----fuzzform7MA4YWxk') {
  return { payload: multipartPayload(fields, files, boundary), boundary };
}

function serializeJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

function render(op: Operation, d: Draft): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => d.path[name] ?? '');
  const query = d.query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers = { ...d.headers };
  let payload: string | Buffer | undefined;
  const body = d.body;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = serializeJson(body.value);
  } else if (body.kind === 'form') {
    const form = multipartBody(body.fields, body.files);
    headers['content-type'] = `multipart/form-data; boundary=${form.boundary}`;
    payload = form.payload;
  } else if (body.kind === 'raw') {
    if (body.contentType !== null) headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  return {
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    auth: d.auth,
    labels: d.labels,
    malformed: isMalformed(d),
  };
}

export function generateRequest(op: Operation, rng: Rng, ctx: GeneratorContext): FuzzRequest {
  let last: Draft | null = null;
  for (let attempt = 0; attempt < 12; attempt++) {
    const d = baseDraft(op, rng, ctx);
    const usable = malformations.filter((m) => m.applies(op, d));
    const total = usable.reduce((s, m) => s + m.weight, 0);
    // Noise first, so a malformation is never overwritten by it.
    if (rng.chance(0.35)) addNoise(op, d, rng);
    // An operation whose only input is the session is sent junk it ignores, half the time with a valid
    // session, so the handler runs too; the other half its session is broken.
    const onlyAuth = usable.length === 1 && usable[0]!.name === 'auth';
    const count = onlyAuth && rng.chance(0.5) ? 0 : rng.pick([1, 1, 1, 2, 3]);
    for (let i = 0; i < count && usable.length > 0; i++) {
      let roll = rng.next() * total;
      const m = usable.find((x) => (roll -= x.weight) < 0) ?? usable[usable.length - 1]!;
      if (m.applies(op, d)) m.apply(op, d, rng, ctx);
    }
    last = d;
    if (isMalformed(d) || count === 0) break;
  }
  // An operation without inputs (a GET of a list, say) can only be sent junk it ignores.
  if (last!.labels.length === 0) addNoise(op, last!, rng);
  return render(op, last!);
}
