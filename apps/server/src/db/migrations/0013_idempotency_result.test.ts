import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

/** A database as it was before 0013 (PGlite, or a fresh one on TEST_DATABASE_URL's server). */
async function openBefore0013() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `tandem_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const handle = await openDatabase({ databaseUrl, poolMax: 2 });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0013'));
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  return { handle, drop };
}

describe('migration 0013: the idempotency store keeps results, not HTTP answers', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openBefore0013());
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('a stored answer keeps its data, so a replay after the upgrade answers as before', async () => {
    const db = handle.db;
    await sql`insert into countries (id, name, name_en, country_code, iso, short_form)
      values (194, 'Singapore', 'Singapore', '65', 'SG', 'SGP') on conflict do nothing`.execute(db);
    await sql`insert into members (id, username, country_id, sponsor_id, placement_id, language)
      values (1, 'legacy1', 194, null, null, 'en')`.execute(db);
    const data = { id: '7', to_username: 'bob', amount: '5.000000' };
    await sql`insert into idempotency_keys (member_id, route, key, request_hash, response_status, response_body)
      values (1, '/api/wallet/wallet-transafer', 'k1', 'h', 200,
              ${JSON.stringify({ code: 0, message: 'OK', data })}::jsonb)`.execute(db);
    await migrateToLatest(db);
    const rows = await sql<{ key: string; result: unknown }>`select key, result from idempotency_keys`.execute(db);
    expect(rows.rows).toEqual([{ key: 'k1', result: data }]);
  });
});
