import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { initPgdataApart } from './pglite-init';

describe('a new embedded data directory', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-init-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('gets its cluster from a process of its own, then opens here, and a second call changes nothing', async () => {
    const pgdata = path.join(dataDir, 'pgdata');
    await initPgdataApart(pgdata);
    const version = path.join(pgdata, 'PG_VERSION');
    expect(fs.readFileSync(version, 'utf8').trim()).toMatch(/^\d+$/);
    const before = fs.statSync(version).mtimeMs;
    await initPgdataApart(pgdata);
    expect(fs.statSync(version).mtimeMs).toBe(before);

    const handle = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  }, 300_000); // initdb: ~5 s of CPU, minutes of wall clock on a busy machine
});
