import type { Database } from '../../db/database';

export function findCountries(db: Database) {
  return db.selectFrom('countries').select(['id', 'name', 'name_en', 'country_code', 'iso']).orderBy('id').execute();
}

export interface NewContactMessage {
  fullname: string;
  email: string;
  topic: string;
  message: string;
  language: string;
  ip: string | null;
  createdAt: Date;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<bigint> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      fullname: message.fullname,
      email: message.email,
      topic: message.topic,
      message: message.message,
      language: message.language,
      ip: message.ip,
      created_at: message.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
