import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { openDatabase } from '../db/database';
import { auditLedger } from '../ledger/audit';
import { readPrivateFile } from '../lib/uploads';
import { makePng, multipart, png } from '../lib/uploads.testing';
import { postTransfer, journalCount } from '../modules/wallet/wallet.testing';
import { checkTeamAggregates } from '../modules/team/team-consistency';
import { buildTestApp } from '../test/build-test-app';
import { SEC, createLoggedInMember, fund } from '../test/factories';
import { call, okData } from '../test/http';
import { createTestDatabase } from '../test/test-database';
import { createBackup } from './backup-archive';
import { RestoreRefusedError, restoreBackup } from './restore-archive';

/**
 * The round trip opens three databases and copies one twice: seconds on an idle machine, but more than
 * the suites' 30 s when the two cores are shared with other runs, where it would fail for no fault of its own.
 */
export const ROUND_TRIP_TIMEOUT_MS = 120_000;

/**
 * Backup → restore → audits, on the database this run uses (PGlite on disk, or PostgreSQL): money
 * moved through the ledger (credits and a member's transfer), a team, and an uploaded picture, backed
 * up, restored into a fresh place, where the ledger and team audits pass and the picture reads back.
 */
export async function backupRestoreRoundTrip(): Promise<void> {
  const t = await buildTestApp({ isEmbeddedOnDisk: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-backup-test-'));
  const restoredDir = path.join(work, 'restored');
  const target = await createTestDatabase('empty');
  try {
    const sponsor = await createLoggedInMember(t, { secPassword: SEC });
    const member = await createLoggedInMember(t, { sponsorId: sponsor.id, secPassword: SEC });
    await fund(t, sponsor.id, 100n);
    await fund(t, member.id, 40n, 'point2');
    const transfer = await postTransfer(t, sponsor.token, {
      username: member.username,
      amount: '30',
      sec_password: SEC,
    });
    expect(transfer.statusCode).toBe(200);
    const body = multipart({ title: 'Deposit not credited', category: 'deposit', content: 'My deposit is missing.' }, [
      png('images', await makePng()),
    ]);
    okData(
      await call(t, 'POST', '/api/ticket/create-ticket', body.payload, { token: member.token, headers: body.headers }),
    );
    const { file_path: filePath } = await t.db
      .selectFrom('ticket_attachments')
      .select('file_path')
      .executeTakeFirstOrThrow();
    const picture = await readPrivateFile(t.app.deps, filePath);
    const journals = await journalCount(t);
    const databaseUrl = t.app.deps.config.databaseUrl;
    // PostgreSQL is dumped beside the running server; the embedded database once its server stopped.
    if (!databaseUrl) await t.stop();

    const archive = path.join(work, 'backup.tar');
    const manifest = await createBackup({ databaseUrl, dataDir: t.dataDir }, archive);
    // On PostgreSQL the picture is a row of stored_files (decision 028), carried by the dump; on disk otherwise.
    expect(manifest).toMatchObject({ database: databaseUrl ? 'postgres' : 'pglite', files: databaseUrl ? 0 : 1 });
    expect(manifest.migration).toMatch(/^\d{4}_/);

    const into = { databaseUrl: target.databaseUrl, dataDir: restoredDir };
    await restoreBackup(archive, into);
    // A second restore into what is now a full place is refused, and changes nothing.
    await expect(restoreBackup(archive, into)).rejects.toBeInstanceOf(RestoreRefusedError);

    const restored = await openDatabase({ ...into, poolMax: 2 });
    try {
      expect(await auditLedger(restored.db)).toEqual([]);
      expect(await checkTeamAggregates(restored.db)).toEqual([]);
      expect(await journalCount({ db: restored.db } as never)).toBe(journals);
      expect(picture).not.toBeNull();
      const restoredConfig = { dataDir: restoredDir, databaseUrl: into.databaseUrl };
      expect(await readPrivateFile({ config: restoredConfig, db: restored.db }, filePath)).toEqual(picture);
    } finally {
      await restored.close();
    }
  } finally {
    await t.close();
    await target.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
