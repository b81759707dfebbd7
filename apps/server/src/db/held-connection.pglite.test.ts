import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from './database';
import { inTransaction } from './transaction';
import { buildTestApp } from '../test/build-test-app';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// PostgreSQL has a pool: a query beside the transaction is allowed there (if wasteful). The embedded
// database has one connection, and the same query would wait for ever.
describe('a pool query inside a transaction on PGlite', () => {
  it('fails at once instead of waiting for the connection the transaction holds', async () => {
    const outcome = inTransaction(t.db, async (trx) => {
      await trx.selectFrom('members').select('id').limit(1).execute();
      return t.db.selectFrom('members').select('id').limit(1).execute();
    });
    await expect(outcome).rejects.toThrow(/only connection/);
    // The transaction rolled back and released the connection: the pool works again.
    expect(await t.db.selectFrom('members').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('lets work the transaction started in the background query once it has ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await inTransaction(t.db, async () => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        t.db.selectFrom('members').select('id').limit(1).execute(),
      );
    });
    await expect(later).resolves.toHaveLength(1);
  });
});

// initdb's 128 MB buffer cache is all resident from the start: ~110 MB of a one-machine server's 400 MB (issue 14).
describe('the embedded database', () => {
  it(`starts with a ${PGLITE_SHARED_BUFFERS} buffer cache, not initdb's 128 MB`, async () => {
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(t.db);
    expect(rows[0]!.shared_buffers).toBe('32MB');
  });
});
