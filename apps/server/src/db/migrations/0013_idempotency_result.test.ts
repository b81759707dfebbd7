import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { openDatabaseBefore } from '../../test/test-database';

describe('migration 0013: the idempotency store keeps results, not HTTP answers', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openDatabaseBefore('0013'));
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
