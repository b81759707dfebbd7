import {
  ADMIN_PAGE_SIZE,
  type AdminNewsItem,
  NEWS_PAGE_SIZE,
  type NewsDetail,
  type NewsInput,
  type NewsItem,
  type NewsPage,
  type NewsType,
  newsPaths,
} from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  type ImageUpload,
  readPrivateFile,
  removePrivateFile,
  storePrivateFile,
  storedFileMime,
} from '../../lib/uploads';
import type { AuditActor } from '../../lib/principals';
import { auditAs, recordAudit } from '../audit/audit.service';
import {
  type AdminNewsFilter,
  type AdminNewsRow,
  countAdminNews,
  countUnreadAnnouncements,
  countVisibleNews,
  findAdminNews,
  findAdminNewsById,
  findImagePath,
  findReadIds,
  findVisibleNews,
  findVisibleNewsById,
  insertNews,
  insertRead,
  updateNews,
} from './news.repository';

type NewsDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * The public URL of a news image; the version makes browsers fetch a replaced image. The member
 * home page uses this too, so every news list shows the same URL.
 */
export function newsPublicPath(id: bigint | string, imagePath: string | null, updatedAt: Date): string | null {
  return imagePath ? `${newsPaths.image(String(id))}?v=${updatedAt.getTime()}` : null;
}

function toItem(row: {
  id: bigint;
  title: string;
  description: string;
  image_path: string | null;
  updated_at: Date;
}): NewsItem {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    public_path: newsPublicPath(row.id, row.image_path, row.updated_at),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The newest published items of one language and type, as the member home page shows them. */
export async function latestNews(deps: Pick<Deps, 'db' | 'clock'>, language: string, newsType: number, limit: number) {
  const rows = await findVisibleNews(deps.db, language, newsType, deps.clock.now(), limit, 0);
  return rows.map(toItem);
}

/** news-list: published items of one language and type, newest first; with a member, announcements say if read. */
export async function listNews(
  deps: NewsDeps,
  query: { language: string; newsType: number; page: number },
  memberId: bigint | null,
): Promise<NewsPage> {
  const now = deps.clock.now();
  const [total, rows] = await Promise.all([
    countVisibleNews(deps.db, query.language, query.newsType, now),
    findVisibleNews(deps.db, query.language, query.newsType, now, NEWS_PAGE_SIZE, (query.page - 1) * NEWS_PAGE_SIZE),
  ]);
  const list = rows.map(toItem);
  if (memberId !== null && query.newsType === 2) {
    const read = new Set(
      (
        await findReadIds(
          deps.db,
          memberId,
          rows.map((r) => r.id),
        )
      ).map(String),
    );
    for (const item of list) item.is_read = read.has(item.id);
  }
  return { list, page: query.page, per_page: NEWS_PAGE_SIZE, total };
}

export async function getNewsDetail(deps: NewsDeps, id: bigint): Promise<NewsDetail> {
  const row = await findVisibleNewsById(deps.db, id, deps.clock.now());
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toItem(row), news_type: row.news_type as NewsType, language: row.language };
}

/** The image of a visible item; drafts and scheduled items keep theirs private until published. */
export async function getPublicImage(deps: NewsDeps, id: bigint) {
  const row = await findVisibleNewsById(deps.db, id, deps.clock.now());
  if (!row?.image_path) throw new AppError('NOT_FOUND');
  return loadImage(deps, row.image_path);
}

async function loadImage(deps: NewsDeps, imagePath: string) {
  const buffer = await readPrivateFile(deps.config.dataDir, imagePath);
  if (!buffer) throw new AppError('NOT_FOUND');
  return { buffer, mime: storedFileMime(imagePath) };
}

export async function countUnread(deps: NewsDeps, memberId: bigint, language: string) {
  return { unread: await countUnreadAnnouncements(deps.db, memberId, language, deps.clock.now()) };
}

export async function markRead(deps: NewsDeps, memberId: bigint, newsId: bigint) {
  const now = deps.clock.now();
  if (!(await findVisibleNewsById(deps.db, newsId, now))) throw new AppError('NOT_FOUND');
  await insertRead(deps.db, memberId, newsId, now);
  return { id: String(newsId) };
}

// Back office

function toAdminItem(row: AdminNewsRow, now: Date): AdminNewsItem {
  return {
    id: String(row.id),
    news_type: row.news_type as NewsType,
    language: row.language,
    title: row.title,
    description: row.description,
    public_path: row.image_path ? `${newsPaths.adminImage(String(row.id))}?v=${row.updated_at.getTime()}` : null,
    status: row.status,
    publish_at: row.publish_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by ?? null,
    is_scheduled: row.status === 'published' && row.publish_at > now,
  };
}

function auditView(row: {
  title: string;
  language: string;
  news_type: number;
  status: string;
  publish_at: Date | string;
}) {
  return {
    title: row.title,
    language: row.language,
    news_type: row.news_type,
    status: row.status,
    publish_at: row.publish_at,
  };
}

function staffIdOf(actor: AuditActor) {
  if (actor.staffId === null) throw new AppError('unauthorized');
  return actor.staffId;
}

export async function listAdminNews(deps: NewsDeps, filter: AdminNewsFilter, page: number) {
  const now = deps.clock.now();
  const [total, rows] = await Promise.all([
    countAdminNews(deps.db, filter),
    findAdminNews(deps.db, filter, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
  ]);
  return { list: rows.map((r) => toAdminItem(r, now)), page, per_page: ADMIN_PAGE_SIZE, total };
}

export async function getAdminNews(deps: NewsDeps, id: bigint) {
  const row = await findAdminNewsById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminItem(row, deps.clock.now());
}

/** A new item starts as a draft; publishing (now or scheduled) is its own audited step. */
export async function createNews(deps: NewsDeps, input: NewsInput, actor: AuditActor) {
  const staffId = staffIdOf(actor);
  const now = deps.clock.now();
  const id = await inTransaction(deps.db, async (trx) => {
    const publishAt = input.publish_at ? new Date(input.publish_at) : now;
    const newId = await insertNews(trx, { ...input, status: 'draft', publish_at: publishAt, at: now, staffId });
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'news.create',
        targetType: 'news',
        targetId: newId,
        after: auditView({ ...input, status: 'draft', publish_at: publishAt }),
        at: now,
      }),
    );
    return newId;
  });
  return getAdminNews(deps, id);
}

export async function editNews(deps: NewsDeps, id: bigint, input: NewsInput, actor: AuditActor) {
  staffIdOf(actor);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const before = await findAdminNewsById(trx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    const publishAt = input.publish_at ? new Date(input.publish_at) : before.publish_at;
    await updateNews(trx, id, {
      news_type: input.news_type,
      language: input.language,
      title: input.title,
      description: input.description,
      publish_at: publishAt,
      updated_at: now,
    });
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        before: auditView(before),
        after: auditView({ ...input, status: before.status, publish_at: publishAt }),
        at: now,
      }),
    );
  });
  return getAdminNews(deps, id);
}

/** Publishes now, or at publish_at when it is in the future (scheduled). */
export async function publishNews(deps: NewsDeps, id: bigint, publishAt: string | undefined, actor: AuditActor) {
  staffIdOf(actor);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const before = await findAdminNewsById(trx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    const at = publishAt ? new Date(publishAt) : now;
    await updateNews(trx, id, { status: 'published', publish_at: at, updated_at: now });
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'news.publish',
        targetType: 'news',
        targetId: id,
        before: { status: before.status, publish_at: before.publish_at },
        after: { status: 'published', publish_at: at, is_scheduled: at > now },
        at: now,
      }),
    );
  });
  return getAdminNews(deps, id);
}

export async function unpublishNews(deps: NewsDeps, id: bigint, actor: AuditActor) {
  staffIdOf(actor);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const before = await findAdminNewsById(trx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'published') throw new AppError('STATE_CHANGED');
    await updateNews(trx, id, { status: 'unpublished', updated_at: now });
    await recordAudit(
      trx,
      auditAs(actor, {
        action: 'news.unpublish',
        targetType: 'news',
        targetId: id,
        before: { status: before.status },
        after: { status: 'unpublished' },
        at: now,
      }),
    );
  });
  return getAdminNews(deps, id);
}

/** Sets (or with null, removes) the item's image; the old file is removed after the commit. */
export async function setNewsImage(deps: NewsDeps, id: bigint, image: ImageUpload | null, actor: AuditActor) {
  staffIdOf(actor);
  const now = deps.clock.now();
  if (!(await findAdminNewsById(deps.db, id))) throw new AppError('NOT_FOUND');
  const newPath = image ? await storePrivateFile(deps.config.dataDir, image, now) : null;
  let oldPath: string | null = null;
  try {
    await inTransaction(deps.db, async (trx) => {
      const before = await findAdminNewsById(trx, id, true);
      if (!before) throw new AppError('NOT_FOUND');
      oldPath = before.image_path;
      await updateNews(trx, id, { image_path: newPath, updated_at: now });
      await recordAudit(
        trx,
        auditAs(actor, {
          action: image ? 'news.image_set' : 'news.image_remove',
          targetType: 'news',
          targetId: id,
          before: { has_image: before.image_path !== null },
          after: image ? { has_image: true, mime: image.mime, size_bytes: image.buffer.length } : { has_image: false },
          at: now,
        }),
      );
    });
  } catch (error) {
    if (newPath) await removePrivateFile(deps.config.dataDir, newPath).catch(() => {});
    throw error;
  }
  if (oldPath) await removePrivateFile(deps.config.dataDir, oldPath).catch(() => {});
  return getAdminNews(deps, id);
}

export async function getAdminImage(deps: NewsDeps, id: bigint) {
  const row = await findImagePath(deps.db, id);
  if (!row?.image_path) throw new AppError('NOT_FOUND');
  return loadImage(deps, row.image_path);
}
