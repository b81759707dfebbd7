import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0007 (notifications, mail outbox); merged into DB in schema.ts. */
export interface NotificationsTable {
  id: Generated<bigint>;
  member_id: bigint;
  kind: string;
  params: ColumnType<Record<string, string>, string, string>;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MailOutboxTable {
  id: Generated<bigint>;
  to_address: string;
  subject: string;
  body: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
}
