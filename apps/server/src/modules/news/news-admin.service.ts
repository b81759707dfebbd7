import {
  ADMIN_PAGE_SIZE,
  type AdminNewsItem,
  type NewsInput,
  type NewsType,
  languages,
  newsPaths,
} from '@tandem/contracts';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type ImageUpload, discardPrivateFiles, withStoredUploads } from '../../lib/uploads';
import type { AuditActor } from '../../lib/principals';
import { auditedChange, recordAuditAs, staffIdOf } from '../audit/audit.service';
import {
  type AdminNewsFilter,
  type AdminNewsRow,
  countAdminNews,
  findAdminNews,
  findAdminNewsById,
  type NewsVersionRow,
  deleteVersion,
  findImagePath,
  findVersions,
  insertNews,
  updateNews,
  upsertVersion,
} from './news.repository';
import { readCountedPage } from '../../lib/paging';
import { type NewsDeps, loadImage } from './news.service';

/** The content desk's side of news: drafts, edits, versions, publishing and images, each audited. */

function languageOrder(language: string) {
  const i = (languages as readonly string[]).indexOf(language);
  return i === -1 ? languages.length : i;
}

/** The item with its versions in the order of `languages`; title and description are the default version's. */
function toAdminItem(row: AdminNewsRow, versions: NewsVersionRow[], now: Date): AdminNewsItem {
  const own = versions
    .filter((v) => v.news_id === row.id)
    .sort((a, b) => languageOrder(a.language) - languageOrder(b.language))
    .map((v) => ({ language: v.language, title: v.title, description: v.description }));
  const main = own.find((v) => v.language === row.language) ?? own[0];
  return {
    id: String(row.id),
    news_type: row.news_type as NewsType,
    language: row.language,
    title: main?.title ?? '',
    description: main?.description ?? '',
    versions: own,
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
  title: string | null;
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

export async function listAdminNews(deps: NewsDeps, filter: AdminNewsFilter, page: number) {
  const now = deps.clock.now();
  return readCountedPage(
    page,
    ADMIN_PAGE_SIZE,
    () => countAdminNews(deps.db, filter),
    async (limit, offset) => {
      const rows = await findAdminNews(deps.db, filter, limit, offset);
      const versions = await findVersions(
        deps.db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ r, versions }));
    },
    ({ r, versions }) => toAdminItem(r, versions, now),
  );
}

export async function getAdminNews(deps: NewsDeps, id: bigint) {
  const row = await findAdminNewsById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminItem(row, await findVersions(deps.db, [id]), deps.clock.now());
}

/** A new item starts as a draft; publishing (now or scheduled) is its own audited step. */
export async function createNews(deps: NewsDeps, input: NewsInput, actor: AuditActor) {
  const staffId = staffIdOf(actor);
  const id = await auditedChange(deps, actor, 'news.create', async (trx, now) => {
    const publishAt = input.publish_at ? new Date(input.publish_at) : now;
    const newId = await insertNews(trx, { ...input, status: 'draft', publish_at: publishAt, at: now, staffId });
    await upsertVersion(trx, newId, input);
    return {
      targetType: 'news',
      targetId: newId,
      after: auditView({ ...input, status: 'draft', publish_at: publishAt }),
    };
  });
  return getAdminNews(deps, id);
}

/** The item, locked for the change in `trx`; NOT_FOUND when there is none. */
async function lockNews(trx: Trx, id: bigint) {
  const row = await findAdminNewsById(trx, id, true);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Writes the version of `input.language` (adding it when the item has none) and the item's type and time. */
export async function editNews(deps: NewsDeps, id: bigint, input: NewsInput, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'news.update', async (trx, now) => {
    const before = await lockNews(trx, id);
    const old = (await findVersions(trx, [id])).find((v) => v.language === input.language);
    const publishAt = input.publish_at ? new Date(input.publish_at) : before.publish_at;
    await updateNews(trx, id, { news_type: input.news_type, publish_at: publishAt, updated_at: now });
    await upsertVersion(trx, id, input);
    return {
      targetType: 'news',
      targetId: id,
      before: auditView({ ...before, language: input.language, title: old?.title ?? null }),
      after: auditView({ ...input, status: before.status, publish_at: publishAt }),
    };
  });
  return getAdminNews(deps, id);
}

/** Removes one language's version; the default language's stays (members fall back to it). */
export async function removeNewsVersion(deps: NewsDeps, id: bigint, language: string, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'news.version_remove', async (trx) => {
    const before = await lockNews(trx, id);
    if (before.language === language) throw AppError.fields({ language: 'invalid' });
    const old = (await findVersions(trx, [id])).find((v) => v.language === language);
    if (!old || (await deleteVersion(trx, id, language)) === 0) throw new AppError('NOT_FOUND');
    return { targetType: 'news', targetId: id, before: { language, title: old.title }, after: { language } };
  });
  return getAdminNews(deps, id);
}

/** Publishes now, or at publish_at when it is in the future (scheduled). */
export async function publishNews(deps: NewsDeps, id: bigint, publishAt: string | undefined, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'news.publish', async (trx, now) => {
    const before = await lockNews(trx, id);
    const at = publishAt ? new Date(publishAt) : now;
    await updateNews(trx, id, { status: 'published', publish_at: at, updated_at: now });
    return {
      targetType: 'news',
      targetId: id,
      before: { status: before.status, publish_at: before.publish_at },
      after: { status: 'published', publish_at: at, is_scheduled: at > now },
    };
  });
  return getAdminNews(deps, id);
}

export async function unpublishNews(deps: NewsDeps, id: bigint, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'news.unpublish', async (trx, now) => {
    const before = await lockNews(trx, id);
    if (before.status !== 'published') throw new AppError('STATE_CHANGED');
    await updateNews(trx, id, { status: 'unpublished', updated_at: now });
    return { targetType: 'news', targetId: id, before: { status: before.status }, after: { status: 'unpublished' } };
  });
  return getAdminNews(deps, id);
}

/** Sets (or with null, removes) the item's image; the old file is removed after the commit. */
export async function setNewsImage(deps: NewsDeps, id: bigint, image: ImageUpload | null, actor: AuditActor) {
  staffIdOf(actor);
  const now = deps.clock.now();
  if (!(await findAdminNewsById(deps.db, id))) throw new AppError('NOT_FOUND');
  const oldPath = await withStoredUploads(deps, image ? [image] : [], now, async ([stored], trx) => {
    const before = await lockNews(trx, id);
    await updateNews(trx, id, { image_path: stored?.path ?? null, updated_at: now });
    await recordAuditAs(trx, actor, {
      action: image ? 'news.image_set' : 'news.image_remove',
      targetType: 'news',
      targetId: id,
      before: { has_image: before.image_path !== null },
      after: image ? { has_image: true, mime: image.mime, size_bytes: image.buffer.length } : { has_image: false },
      at: now,
    });
    return before.image_path;
  });
  if (oldPath) await discardPrivateFiles(deps, [oldPath]);
  return getAdminNews(deps, id);
}

export async function getAdminImage(deps: NewsDeps, id: bigint) {
  const row = await findImagePath(deps.db, id);
  return loadImage(deps, row?.image_path);
}
