import { it } from 'vitest';
import { backupRestoreRoundTrip } from './backup-archive.testing';

// The embedded database on disk: backed up once its server stopped (backup-archive.ts).
it('backs up the embedded database with its files and restores it into a fresh DATA_DIR that passes the audits', () =>
  backupRestoreRoundTrip());
