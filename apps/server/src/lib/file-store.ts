import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Trx } from '../db/transaction';

/**
 * Where uploaded files live, behind lib/uploads.ts (decision 028). Chosen by the database:
 *
 * - PostgreSQL (DATABASE_URL set): in the `stored_files` table, written in the transaction of the row
 *   that refers to the file, so every server reads it and the two commit together or not at all.
 * - The embedded database: on disk under DATA_DIR/files, written before the transaction and removed
 *   again when it fails (one process owns that directory anyway).
 *
 * Either way a file is named by its relative path `yyyy/mm/<random>.<ext>`, which the referring row
 * keeps. On PostgreSQL a path not in the table is read from disk: files stored before migration 0027.
 */
export interface FileStoreDeps {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  db: Database;
}

export type StoredFileMime = 'image/jpeg' | 'image/png';

const FILES_DIR = 'files';
/** The only shape newFilePath produces; anything else is refused by every reader and remover. */
const RELATIVE_PATH = /^\d{4}\/\d{2}\/[a-f0-9]{32}\.(jpg|png)$/;

/** True when files go to PostgreSQL's stored_files rather than to DATA_DIR/files. */
export function storesFilesInDatabase(deps: Pick<FileStoreDeps, 'config'>): boolean {
  return Boolean(deps.config.databaseUrl);
}

/** A fresh relative path `yyyy/mm/<random>.<ext>` for a file stored at `now`. */
export function newFilePath(ext: 'jpg' | 'png', now: Date): string {
  const yyyy = String(now.getUTCFullYear()).padStart(4, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${randomBytes(16).toString('hex')}.${ext}`;
}

export function isFilePath(relativePath: string): boolean {
  return RELATIVE_PATH.test(relativePath);
}

// On disk

/** Writes the file under DATA_DIR/files (write then rename, so a reader never sees half a file). */
export async function writeDiskFile(dataDir: string, relativePath: string, buffer: Buffer): Promise<void> {
  const full = path.join(dataDir, FILES_DIR, relativePath);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(`${full}.tmp`, buffer, { mode: 0o600 });
  await fs.rename(`${full}.tmp`, full);
}

/** The bytes on disk, or null when the path is not one we produced or the file is gone. */
export async function readDiskFile(dataDir: string, relativePath: string): Promise<Buffer | null> {
  if (!isFilePath(relativePath)) return null;
  try {
    return await fs.readFile(path.join(dataDir, FILES_DIR, relativePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeDiskFile(dataDir: string, relativePath: string): Promise<void> {
  if (!isFilePath(relativePath)) return;
  await fs.rm(path.join(dataDir, FILES_DIR, relativePath), { force: true });
}

// In PostgreSQL

/** Inserts the file's bytes in `trx`, the transaction that writes the row referring to it. */
export async function insertStoredFile(
  trx: Trx,
  file: { path: string; buffer: Buffer; mime: StoredFileMime; at: Date },
): Promise<void> {
  await trx
    .insertInto('stored_files')
    .values({
      path: file.path,
      content: file.buffer,
      content_type: file.mime,
      size_bytes: file.buffer.length,
      created_at: file.at,
    })
    .execute();
}

// Either store

/** The bytes of a stored file wherever it is, or null when the path is not one we produced or it is gone. */
export async function readFile(deps: FileStoreDeps, relativePath: string): Promise<Buffer | null> {
  if (!isFilePath(relativePath)) return null;
  if (storesFilesInDatabase(deps)) {
    const row = await deps.db
      .selectFrom('stored_files')
      .select('content')
      .where('path', '=', relativePath)
      .executeTakeFirst();
    if (row) return Buffer.from(row.content);
  }
  return readDiskFile(deps.config.dataDir, relativePath);
}

/** Removes files wherever they are (a file from before 0027 may still be on disk). */
export async function removeFiles(deps: FileStoreDeps, relativePaths: readonly string[]): Promise<void> {
  const paths = relativePaths.filter(isFilePath);
  if (paths.length === 0) return;
  if (storesFilesInDatabase(deps)) await deps.db.deleteFrom('stored_files').where('path', 'in', paths).execute();
  await Promise.all(paths.map((p) => removeDiskFile(deps.config.dataDir, p)));
}
