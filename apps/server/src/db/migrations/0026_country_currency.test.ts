import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { openDatabaseBefore } from '../../test/test-database';

describe('migration 0026: each country names its currency, and a fiat payee is kept per currency', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openDatabaseBefore('0026'));
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('fills the currency by ISO code and moves each payee to its country currency, the latest of a currency kept', async () => {
    const db = handle.db;
    await sql`insert into countries (id, name, name_en, country_code, iso, short_form) values
      (194, 'Singapore', 'Singapore', '65', 'SG', 'SGP'),
      (82, 'Germany', 'Germany', '49', 'DE', 'DEU'),
      (75, 'France', 'France', '33', 'FR', 'FRA'),
      (133, 'Malaysia', 'Malaysia', '60', 'MY', 'MYS'),
      (900, 'Nowhere', 'Nowhere', '999', 'QQ', 'QQQ')
      on conflict do nothing`.execute(db);
    await sql`insert into fiat_payees (country, bank_name, account_name, account_number, updated_at) values
      ('SGP', 'DBS Bank', 'Tandem Pte Ltd', '003-1', '2026-01-01T00:00:00Z'),
      ('DEU', 'Old Bank', 'Tandem GmbH', 'DE-1', '2026-01-01T00:00:00Z'),
      ('FRA', 'New Bank', 'Tandem SAS', 'FR-1', '2026-02-01T00:00:00Z'),
      ('QQQ', 'Lost Bank', 'Nobody', 'Q-1', '2026-01-01T00:00:00Z')`.execute(db);

    await migrateToLatest(db);

    const countries = await sql<{ iso: string; currency: string | null }>`
      select iso, currency from countries where id in (194, 82, 75, 133, 900) order by id`.execute(db);
    expect(countries.rows).toEqual([
      { iso: 'FR', currency: 'EUR' },
      { iso: 'DE', currency: 'EUR' },
      { iso: 'MY', currency: 'MYR' },
      { iso: 'SG', currency: 'SGD' },
      { iso: 'QQ', currency: null },
    ]);
    const payees = await sql<{ currency: string; bank_name: string }>`
      select currency, bank_name from fiat_payees order by currency`.execute(db);
    expect(payees.rows).toEqual([
      { currency: 'EUR', bank_name: 'New Bank' },
      { currency: 'SGD', bank_name: 'DBS Bank' },
    ]);
  });
});
