import { type Kysely, sql } from 'kysely';

/**
 * Uploaded files where every server can read them (issue #15, decision 028): on PostgreSQL a file's
 * bytes live in `stored_files`, written in the same transaction as the row that refers to it, so the
 * two commit together or not at all. The key is the relative path the referring row keeps
 * (`yyyy/mm/<random>.<ext>`, the shape files on disk always had), so no referring column changes and
 * a row from before, whose file is on disk under DATA_DIR/files, still reads from there.
 * The embedded database keeps its files on disk and leaves this table empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stored_files (
      path text primary key check (path ~ '^[0-9]{4}/[0-9]{2}/[a-f0-9]{32}\\.(jpg|png)$'),
      content bytea not null,
      content_type text not null check (content_type in ('image/jpeg', 'image/png')),
      size_bytes integer not null check (size_bytes = octet_length(content)),
      created_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stored_files`.execute(db);
}
