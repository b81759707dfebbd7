import { createHash } from 'node:crypto';
import { CompiledQuery, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Database } from './database';

/**
 * Statements built once (issue 14, decision 031 "Third pass"): a hot read's SQL text and the order of its
 * parameters are worked out the first time a shape of its input is seen (Kysely builds and compiles it
 * then); every later request only puts its values in that order and sends the text, prepared (named) on
 * PostgreSQL, with no query builder or compiler on the way. PGlite runs the same text unprepared.
 *
 * `build` is called with a stand-in of the input: each value that is present is replaced by a marker that
 * Kysely passes through as a parameter, and the markers found in the compiled parameters say where each
 * value goes. So `build` may pass a value to SQL only as a value (a parameter), and may branch on whether a
 * value is there (undefined, null, or falsy: then `build` sees the value itself and the shape is built for
 * it), never on what it is: reading a value in JavaScript (a comparison, a lookup) throws when building.
 * A list is one value (`= any(${list})`), not `in (…)`; nested plain objects are walked, their values stand in.
 */
export type Statement<Input> = <Row>(db: Database, input: Input) => Promise<Row[]>;

/** A present value of the input while the statement is built. */
class Given {
  constructor(readonly path: string) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`statementOnce: ${this.path} was read while building; pass it to SQL as a value only`);
  }
  toJSON(): never {
    return this[Symbol.toPrimitive]();
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Which values of `input` are there (a falsy one by its value): the shape one statement text serves. */
function shapeOf(input: unknown): string {
  if (isPlainObject(input)) {
    let shape = '{';
    for (const name in input) shape += `${name}:${shapeOf(input[name])},`;
    return `${shape}}`;
  }
  if (input === undefined) return 'u';
  if (input === null) return 'n';
  return input ? 'v' : `f${typeof input}${String(input)}`;
}

/** The stand-in `build` gets: present values replaced by markers, which record being read. */
function standInOf(input: unknown, path: string, read: Set<Given>): unknown {
  if (isPlainObject(input)) {
    const standIn: Record<string, unknown> = {};
    for (const name in input) {
      const value = standInOf(input[name], `${path}.${name}`, read);
      Object.defineProperty(standIn, name, {
        enumerable: true,
        get: () => {
          if (value instanceof Given) read.add(value);
          return value;
        },
      });
    }
    return standIn;
  }
  return input ? new Given(path) : input;
}

/** One shape's statement: its text, its name, and where each value goes among its parameters. */
interface Built {
  name: string;
  text: string;
  /** The parameters; a marker's place is filled from the input each time. */
  parameters: readonly unknown[];
  fills: ReadonlyArray<{ at: number; path: readonly string[] }>;
}

function buildStatement<Input>(db: Database, build: (db: Database, input: Input) => RawBuilder<unknown>, input: Input) {
  const read = new Set<Given>();
  const compiled = build(db, standInOf(input, 'input', read) as Input).compile(db);
  const fills: Built['fills'][number][] = [];
  compiled.parameters.forEach((parameter, at) => {
    if (parameter instanceof Given) {
      fills.push({ at, path: parameter.path.split('.').slice(1) });
      read.delete(parameter);
    } else if (Array.isArray(parameter) && parameter.some((item) => item instanceof Given)) {
      throw new Error('statementOnce: a value inside a list parameter; pass the whole list as the value');
    }
  });
  const unsent = [...read][0];
  if (unsent)
    throw new Error(`statementOnce: ${unsent.path} chose the statement's text; pass it to SQL as a value only`);
  const name = `tandem_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`;
  return { name, text: compiled.sql, parameters: compiled.parameters, fills } satisfies Built;
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const name of path) value = (value as Record<string, unknown>)[name];
  return value;
}

/** A statement built once per shape of its input (see above), then only bound and sent. */
export function statementOnce<Input>(build: (db: Database, input: Input) => RawBuilder<unknown>): Statement<Input> {
  const shapes = new Map<string, Built>();
  return async <Row>(db: Database, input: Input) => {
    const shape = shapeOf(input);
    let built = shapes.get(shape);
    if (!built) shapes.set(shape, (built = buildStatement(db, build, input)));
    const values = built.parameters.slice();
    for (const { at, path } of built.fills) values[at] = valueAt(input, path);
    return (await senderOf(db).send(built, values)) as Row[];
  };
}

/** How a database runs a built statement: its rows. */
export interface StatementSender {
  send(statement: { name: string; text: string }, values: unknown[]): Promise<unknown[]>;
}

const senders = new WeakMap<Database, StatementSender>();

/**
 * PostgreSQL (db/database.ts): a built statement goes straight to the pool as a named query, which
 * node-postgres parses and plans once per connection.
 */
export function sendPreparedThrough(db: Database, pool: pg.Pool): void {
  senders.set(db, {
    send: async ({ name, text }, values) => (await pool.query({ name, text, values })).rows,
  });
}

/**
 * The database's sender: the pool's (sendPreparedThrough), else its Kysely driver's connection (PGlite: its one
 * connection, taken in turn, and refused inside a transaction as any query is).
 */
export function senderOf(db: Database): StatementSender {
  let sender = senders.get(db);
  if (!sender) {
    const executor = db.getExecutor();
    sender = {
      send: ({ text }, values) =>
        executor.provideConnection(async (connection) => {
          return (await connection.executeQuery(CompiledQuery.raw(text, values))).rows;
        }),
    };
    senders.set(db, sender);
  }
  return sender;
}
