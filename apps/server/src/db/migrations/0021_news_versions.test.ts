import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { openDatabaseBefore } from '../../test/test-database';

describe('migration 0021: one news item with a version per language', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openDatabaseBefore('0021'));
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('folds the rows that translate one another into one item, keeping every text and read marker', async () => {
    const db = handle.db;
    await sql`insert into countries (id, name, name_en, country_code, iso, short_form)
      values (194, 'Singapore', 'Singapore', '65', 'SG', 'SGP') on conflict do nothing`.execute(db);
    await sql`insert into members (id, username, country_id, sponsor_id, placement_id, language)
      values (1, 'legacy1', 194, null, null, 'en'), (2, 'legacy2', 194, null, null, 'th')`.execute(db);
    // A seeded announcement in three languages (same type, time, no image, no author) ...
    await sql`insert into news (id, news_type, language, title, description, publish_at) values
      (11, 2, 'zh', '维护', '中文', '2026-01-01T00:00:00Z'),
      (12, 2, 'en', 'Maintenance', 'English', '2026-01-01T00:00:00Z'),
      (13, 2, 'th', 'ปิดปรับปรุง', 'ไทย', '2026-01-01T00:00:00Z'),
      (14, 2, 'en', 'Second at the same time', 'x', '2026-01-01T00:00:00Z'),
      (15, 1, 'en', 'Other news', 'y', '2026-01-02T00:00:00Z')`.execute(db);
    await sql`insert into news_reads (member_id, news_id, read_at) values
      (1, 12, '2026-01-03T00:00:00Z'), (1, 11, '2026-01-02T00:00:00Z'), (2, 13, '2026-01-04T00:00:00Z')`.execute(db);

    await migrateToLatest(db);

    const items = await sql<{ id: string; language: string }>`
      select id::text, language from news order by id`.execute(db);
    // 14 is a second English text at the same time: its own item, not a second English version of 11.
    expect(items.rows).toEqual([
      { id: '11', language: 'zh' },
      { id: '14', language: 'en' },
      { id: '15', language: 'en' },
    ]);
    const versions = await sql<{ news_id: string; language: string; title: string; description: string }>`
      select news_id::text, language, title, description from news_versions order by news_id, language`.execute(db);
    expect(versions.rows).toEqual([
      { news_id: '11', language: 'en', title: 'Maintenance', description: 'English' },
      { news_id: '11', language: 'th', title: 'ปิดปรับปรุง', description: 'ไทย' },
      { news_id: '11', language: 'zh', title: '维护', description: '中文' },
      { news_id: '14', language: 'en', title: 'Second at the same time', description: 'x' },
      { news_id: '15', language: 'en', title: 'Other news', description: 'y' },
    ]);
    const reads = await sql<{ member_id: string; news_id: string; read_at: Date }>`
      select member_id::text, news_id::text, read_at from news_reads order by member_id`.execute(db);
    expect(reads.rows.map((r) => [r.member_id, r.news_id, new Date(r.read_at).toISOString()])).toEqual([
      ['1', '11', '2026-01-02T00:00:00.000Z'],
      ['2', '11', '2026-01-04T00:00:00.000Z'],
    ]);
  });
});
