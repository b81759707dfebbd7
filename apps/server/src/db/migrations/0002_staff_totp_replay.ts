import { type Kysely, sql } from 'kysely';

/**
 * Back office hardening: the last TOTP time step each staff member used, so a code seen over a
 * shoulder cannot be replayed within its 30-second window; and when each staff session was last
 * used, so an unattended back-office tab ends after a short idle time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff add column totp_last_step bigint;
    alter table staff_sessions add column last_seen_at timestamptz;
    alter table staff_sessions add column user_agent text;
    create index staff_sessions_staff_idx on staff_sessions (staff_id) where revoked_at is null;
    create index audit_log_staff_idx on audit_log (staff_id, created_at desc);
    create index audit_log_action_idx on audit_log (action, created_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
