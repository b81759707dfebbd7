import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { SessionRead } from '../../db/member-session';

type Executor = Database;

/**
 * The version a reader sees: the first of `languages` (the request's, then the account's) the item
 * has, else its default language. Joined laterally as `v`.
 */
function pickedVersion(db: Executor, languages: string[]) {
  const rank = sql<number>`case ${sql.join(
    languages.map((language, i) => sql`when v.language = ${language} then ${i}`),
    sql` `,
  )} when v.language = news.language then ${languages.length} else ${languages.length + 1} end`;
  return db
    .selectFrom('news_versions as v')
    .select(['v.language', 'v.title', 'v.description'])
    .where(sql<boolean>`v.news_id = news.id`)
    .orderBy(rank)
    .orderBy('v.language')
    .limit(1)
    .as('v');
}

/** Visible to members and the landing site: published and its publish time has come. */
function visible(db: Executor, newsType: number, now: Date) {
  return db
    .selectFrom('news')
    .where('news.news_type', '=', newsType)
    .where('news.status', '=', 'published')
    .where('news.publish_at', '<=', now);
}

export function countVisibleNews(db: Executor, newsType: number, now: Date) {
  return visible(db, newsType, now)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function findVisibleNews(
  db: Executor,
  languages: string[],
  newsType: number,
  now: Date,
  limit: number,
  offset: number,
) {
  return visible(db, newsType, now)
    .innerJoinLateral(pickedVersion(db, languages), (join) => join.onTrue())
    .select(['news.id', 'v.title', 'v.description', 'news.image_path', 'news.updated_at', 'news.publish_at'])
    .orderBy('news.publish_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findVisibleNewsById(db: Executor, id: bigint, languages: string[], now: Date) {
  return db
    .selectFrom('news')
    .innerJoinLateral(pickedVersion(db, languages), (join) => join.onTrue())
    .select([
      'news.id',
      'news.news_type',
      'v.language',
      'v.title',
      'v.description',
      'news.image_path',
      'news.updated_at',
    ])
    .where('news.id', '=', id)
    .where('news.status', '=', 'published')
    .where('news.publish_at', '<=', now)
    .executeTakeFirst();
}

export function findReadIds(db: Executor, memberId: bigint, newsIds: bigint[]) {
  if (newsIds.length === 0) return Promise.resolve([] as bigint[]);
  return db
    .selectFrom('news_reads')
    .select('news_id')
    .where('member_id', '=', memberId)
    .where('news_id', 'in', newsIds)
    .execute()
    .then((rows) => rows.map((r) => r.news_id));
}

export function countUnreadAnnouncements(db: Executor, memberId: bigint, now: Date) {
  return visible(db, 2, now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('news_reads')
            .select('news_reads.news_id')
            .whereRef('news_reads.news_id', '=', 'news.id')
            .where('news_reads.member_id', '=', memberId),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function insertRead(db: Executor, memberId: bigint, newsId: bigint, at: Date) {
  return db
    .insertInto('news_reads')
    .values({ member_id: memberId, news_id: newsId, read_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'news_id']).doNothing())
    .execute();
}

// Back office

const adminColumns = [
  'news.id',
  'news.news_type',
  'news.language',
  'news.image_path',
  'news.status',
  'news.publish_at',
  'news.created_at',
  'news.updated_at',
  'staff.username as created_by',
] as const;

export interface AdminNewsFilter {
  /** Items that have a version in this language. */
  language?: string;
  newsType?: number;
  status?: 'draft' | 'published' | 'unpublished';
}

function adminQuery(db: Executor, f: AdminNewsFilter) {
  let query = db.selectFrom('news').leftJoin('staff', 'staff.id', 'news.created_by_staff_id');
  if (f.language) {
    const language = f.language;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('news_versions as f')
          .select('f.news_id')
          .whereRef('f.news_id', '=', 'news.id')
          .where('f.language', '=', language),
      ),
    );
  }
  if (f.newsType) query = query.where('news.news_type', '=', f.newsType);
  if (f.status) query = query.where('news.status', '=', f.status);
  return query;
}

export function countAdminNews(db: Executor, f: AdminNewsFilter) {
  return adminQuery(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function findAdminNews(db: Executor, f: AdminNewsFilter, limit: number, offset: number) {
  return adminQuery(db, f)
    .select(adminColumns)
    .orderBy('news.publish_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findAdminNewsById(db: Executor, id: bigint, forUpdate = false) {
  const query = adminQuery(db, {}).select(adminColumns).where('news.id', '=', id);
  return (forUpdate ? query.forUpdate('news') : query).executeTakeFirst();
}

export type AdminNewsRow = NonNullable<Awaited<ReturnType<typeof findAdminNewsById>>>;

/** Every version of the given items. */
export function findVersions(db: Executor, ids: bigint[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('news_versions')
    .select(['news_id', 'language', 'title', 'description'])
    .where('news_id', 'in', ids)
    .execute();
}

export type NewsVersionRow = Awaited<ReturnType<typeof findVersions>>[number];

export async function insertNews(
  db: Executor,
  values: {
    news_type: number;
    language: string;
    status: 'draft' | 'published';
    publish_at: Date;
    at: Date;
    staffId: bigint;
  },
) {
  const row = await db
    .insertInto('news')
    .values({
      news_type: values.news_type,
      language: values.language,
      status: values.status,
      publish_at: values.publish_at,
      created_at: values.at,
      updated_at: values.at,
      created_by_staff_id: values.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes one language's version of an item, adding it or replacing the text it had. */
export function upsertVersion(
  db: Executor,
  newsId: bigint,
  version: { language: string; title: string; description: string },
) {
  return db
    .insertInto('news_versions')
    .values({ news_id: newsId, language: version.language, title: version.title, description: version.description })
    .onConflict((oc) =>
      oc.columns(['news_id', 'language']).doUpdateSet({ title: version.title, description: version.description }),
    )
    .execute();
}

export function deleteVersion(db: Executor, newsId: bigint, language: string) {
  return db
    .deleteFrom('news_versions')
    .where('news_id', '=', newsId)
    .where('language', '=', language)
    .executeTakeFirst()
    .then((r) => Number(r.numDeletedRows));
}

export function updateNews(
  db: Executor,
  id: bigint,
  values: Partial<{
    news_type: number;
    language: string;
    image_path: string | null;
    status: 'draft' | 'published' | 'unpublished';
    publish_at: Date;
    updated_at: Date;
  }>,
) {
  return db.updateTable('news').set(values).where('id', '=', id).execute();
}

export function findImagePath(db: Executor, id: bigint) {
  return db.selectFrom('news').select(['image_path', 'status']).where('id', '=', id).executeTakeFirst();
}

/**
 * findVisibleNews' first `limit` items in `language` (a folded read's reader language, db/member-session
 * sessionReaderLanguage) as rows of a folded member read: columns `news_id`, `news_title`,
 * `news_description`, `news_image_path`, `news_updated_at`, one row per item (nulls when none).
 */
export function latestNewsInSession(
  language: ReturnType<typeof sql<string>>,
  newsType: number,
  now: Date,
  limit: number,
): SessionRead {
  return {
    columns: [
      sql`nw.id as news_id, nw.title as news_title, nw.description as news_description`,
      sql`nw.image_path as news_image_path, nw.updated_at as news_updated_at`,
    ],
    joins: sql`left join lateral (
      select news.id, v.title, v.description, news.image_path, news.updated_at from news
      join lateral (
        select v.title, v.description from news_versions v where v.news_id = news.id
        order by case when v.language = ${language} then 0 when v.language = news.language then 1 else 2 end, v.language
        limit 1
      ) v on true
      where news.news_type = ${newsType} and news.status = 'published' and news.publish_at <= ${now}
      order by news.publish_at desc, news.id desc limit ${limit}
    ) nw on true`,
  };
}
