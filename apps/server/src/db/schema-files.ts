import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** migrations/0027_stored_files.ts: uploaded files' bytes on PostgreSQL (lib/file-store.ts). */
export interface StoredFilesTable {
  path: string;
  content: Buffer;
  content_type: 'image/jpeg' | 'image/png';
  size_bytes: number;
  created_at: Timestamp;
}

export interface FileTables {
  stored_files: StoredFilesTable;
}
