import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_staff_totp_replay';

/** Every migration, in order. Names sort in the order they run; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_staff_totp_replay': m0002,
};
