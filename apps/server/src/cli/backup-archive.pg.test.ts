import { it } from 'vitest';
import { ROUND_TRIP_TIMEOUT_MS, backupRestoreRoundTrip } from './backup-archive.testing';

// PostgreSQL: pg_dump beside the running server, pg_restore into a fresh database (backup-archive.ts).
it(
  'backs up PostgreSQL with the files and restores it into a fresh database that passes the audits',
  () => backupRestoreRoundTrip(),
  ROUND_TRIP_TIMEOUT_MS,
);
