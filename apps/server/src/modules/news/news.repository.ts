import type { Database } from '../../db/database';

type Executor = Database;

/** Visible to members and the landing site: published and its publish time has come. */
function visible(db: Executor, language: string, newsType: number, now: Date) {
  return db
    .selectFrom('news')
    .where('language', '=', language)
    .where('news_type', '=', newsType)
    .where('status', '=', 'published')
    .where('publish_at', '<=', now);
}

export function countVisibleNews(db: Executor, language: string, newsType: number, now: Date) {
  return visible(db, language, newsType, now)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function findVisibleNews(
  db: Executor,
  language: string,
  newsType: number,
  now: Date,
  limit: number,
  offset: number,
) {
  return visible(db, language, newsType, now)
    .select(['id', 'title', 'description', 'image_path', 'updated_at', 'publish_at'])
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findVisibleNewsById(db: Executor, id: bigint, now: Date) {
  return db
    .selectFrom('news')
    .select(['id', 'news_type', 'language', 'title', 'description', 'image_path', 'updated_at'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('publish_at', '<=', now)
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

export function countUnreadAnnouncements(db: Executor, memberId: bigint, language: string, now: Date) {
  return visible(db, language, 2, now)
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
  'news.title',
  'news.description',
  'news.image_path',
  'news.status',
  'news.publish_at',
  'news.created_at',
  'news.updated_at',
  'staff.username as created_by',
] as const;

export interface AdminNewsFilter {
  language?: string;
  newsType?: number;
  status?: 'draft' | 'published' | 'unpublished';
}

function adminQuery(db: Executor, f: AdminNewsFilter) {
  let query = db.selectFrom('news').leftJoin('staff', 'staff.id', 'news.created_by_staff_id');
  if (f.language) query = query.where('news.language', '=', f.language);
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

export async function insertNews(
  db: Executor,
  values: {
    news_type: number;
    language: string;
    title: string;
    description: string;
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
      title: values.title,
      description: values.description,
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

export function updateNews(
  db: Executor,
  id: bigint,
  values: Partial<{
    news_type: number;
    language: string;
    title: string;
    description: string;
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
