import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

/** Every migration, in order. Names sort in the order they run; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
