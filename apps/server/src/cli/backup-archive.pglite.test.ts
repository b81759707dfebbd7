import { it } from 'vitest';
import { ROUND_TRIP_TIMEOUT_MS, backupRestoreRoundTrip } from './backup-archive.testing';

// The embedded database on disk: backed up once its server stopped (backup-archive.ts).
it(
  'backs up the embedded database with its files and restores it into a fresh DATA_DIR that passes the audits',
  () => backupRestoreRoundTrip(),
  ROUND_TRIP_TIMEOUT_MS,
);
