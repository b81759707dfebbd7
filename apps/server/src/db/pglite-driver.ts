import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { heldConnection } from './held-connection';

/**
 * A small Kysely driver for PGlite. PGlite is one session, so the one connection is handed out
 * under a mutex: a transaction keeps it until commit or rollback, and other work waits its turn
 * instead of interleaving statements inside someone else's transaction.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      // The simple protocol runs several statements at once (migrations); the extended one cannot.
      const results = await this.pg.exec(compiled.sql);
      const last = results[results.length - 1];
      return {
        rows: (last?.rows ?? []) as R[],
        numAffectedRows: last?.affectedRows === undefined ? undefined : BigInt(last.affectedRows),
      };
    }
    const result = await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite driver does not stream');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (heldConnection.getStore()?.active) {
      throw new Error(
        "A query went to the pool while this code holds the embedded database's only connection in a transaction; " +
          'it would wait for ever. Run it through the transaction, or before it.',
      );
    }
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.releases.push(release);
    return this.connection;
  }

  private readonly releases: Array<() => void> = [];

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    this.releases.shift()?.();
  }

  async destroy() {}
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
