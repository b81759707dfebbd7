import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { JOB_LOCK_KEYS, withJobLock } from './job-lock';

/**
 * Two servers are two pools on one database. The job lock lets one of them run a job; when the holder's
 * session dies (a SIGKILLed server's connections close), PostgreSQL frees the lock and the other takes over.
 */
describe('job lock across servers', () => {
  let drop = async () => {};
  let a: DatabaseHandle;
  let b: DatabaseHandle;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    a = await openDatabase({ databaseUrl: database.databaseUrl, poolMax: 2 });
    b = await openDatabase({ databaseUrl: database.databaseUrl, poolMax: 2 });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
  });

  it('one server runs the job, the other skips it, and takes it over once the holder dies', async () => {
    const onA = { db: a.db, dbKind: 'postgres' as const };
    const onB = { db: b.db, dbKind: 'postgres' as const };
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const holder = withJobLock(onA, 'mail_outbox', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return 'a';
    }).catch((error: unknown) => error);
    await running;

    expect(await withJobLock(onB, 'mail_outbox', async () => 'b')).toEqual({ ran: false });
    // Another job is not held up by this one.
    expect(await withJobLock(onB, 'housekeeping', async () => 'b')).toEqual({ ran: true, value: 'b' });

    // The holder's session dies as a killed server's would.
    await sql`
      select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and objid = ${JOB_LOCK_KEYS.mail_outbox} and granted
    `.execute(b.db);
    // The server notices the closed connection within moments: poll, not sleep.
    let takeover = await withJobLock(onB, 'mail_outbox', async () => 'b');
    for (let attempt = 0; !takeover.ran && attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      takeover = await withJobLock(onB, 'mail_outbox', async () => 'b');
    }
    expect(takeover).toEqual({ ran: true, value: 'b' });
    release();
    await holder;
  });
});
