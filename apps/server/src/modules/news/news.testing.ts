import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { NewsTable } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { type Session, staffPost } from '../../test/http';

/** A news item or announcement as the back office writes it (a draft until published). */
export interface NewsBody {
  news_type: number;
  language: string;
  title: string;
  description: string;
}

/** Creates a news item as `staff`: the answer as it is, so a test may check a refusal too. */
export function postNews(t: TestApp, staff: Session, body: NewsBody) {
  return staffPost(t, staff, '/api/admin/news', body);
}

type ItemColumns = Omit<Insertable<NewsTable>, 'language'>;
type Version = { language: string; title: string; description: string };

/**
 * Writes items straight to the database (for lists that need set times): each is its default
 * language's version plus any `more` versions.
 */
export async function insertNewsItems(db: Database, items: (ItemColumns & Version & { more?: Version[] })[]) {
  const ids: bigint[] = [];
  for (const { language, title, description, more = [], ...columns } of items) {
    const { id } = await db
      .insertInto('news')
      .values({ ...columns, language })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('news_versions')
      .values([{ language, title, description }, ...more].map((v) => ({ news_id: id, ...v })))
      .execute();
    ids.push(id);
  }
  return ids;
}
