import {
  NEWS_PAGE_SIZE,
  type NewsDetail,
  type NewsItem,
  type NewsPage,
  type NewsType,
  newsPaths,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { readStoredImage } from '../../lib/uploads';
import {
  countUnreadAnnouncements,
  countVisibleNews,
  findReadIds,
  findVisibleNews,
  latestNewsInSession,
  findVisibleNewsById,
  insertRead,
} from './news.repository';
import { readCountedPage } from '../../lib/paging';

export type NewsDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

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

/**
 * The languages a reader's version is chosen by, best first: the request's, then the account's (when
 * signed in). An item with neither shows its default language.
 */
export type ReaderLanguages = string[];

export function readerLanguages(requested: string, accountLanguage?: string | null): ReaderLanguages {
  return accountLanguage && accountLanguage !== requested ? [requested, accountLanguage] : [requested];
}

/**
 * The newest published items of one type, each in the reader's version if it has one, as the member home
 * page shows them: rows of a folded member read (db/member-session.ts), columns `news_*`, one row per item.
 */
export { latestNewsInSession };

export interface LatestNewsColumns {
  news_id: bigint | null;
  news_title: string | null;
  news_description: string | null;
  news_image_path: string | null;
  news_updated_at: Date | null;
}

/** The news items of a folded read's rows (latestNewsInSession). */
export function latestNewsOfRows(rows: LatestNewsColumns[]): NewsItem[] {
  return rows.flatMap((r) =>
    r.news_id === null
      ? []
      : [
          toItem({
            id: r.news_id,
            title: r.news_title!,
            description: r.news_description!,
            image_path: r.news_image_path,
            updated_at: r.news_updated_at!,
          }),
        ],
  );
}

/** news-list: published items of one type, each once in the reader's version, newest first; with a member, announcements say if read. */
export async function listNews(
  deps: NewsDeps,
  query: { languages: ReaderLanguages; newsType: number; page: number },
  memberId: bigint | null,
): Promise<NewsPage> {
  const now = deps.clock.now();
  const found = await readCountedPage(
    query.page,
    NEWS_PAGE_SIZE,
    () => countVisibleNews(deps.db, query.newsType, now),
    (limit, offset) => findVisibleNews(deps.db, query.languages, query.newsType, now, limit, offset),
    toItem,
  );
  if (memberId !== null && query.newsType === 2) {
    const ids = found.list.map((item) => BigInt(item.id));
    const read = new Set((await findReadIds(deps.db, memberId, ids)).map(String));
    for (const item of found.list) item.is_read = read.has(item.id);
  }
  return found;
}

export async function getNewsDetail(deps: NewsDeps, id: bigint, languages: ReaderLanguages): Promise<NewsDetail> {
  const row = await findVisibleNewsById(deps.db, id, languages, deps.clock.now());
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toItem(row), news_type: row.news_type as NewsType, language: row.language };
}

/** The image of a visible item; drafts and scheduled items keep theirs private until published. */
export async function getPublicImage(deps: NewsDeps, id: bigint) {
  const row = await findVisibleNewsById(deps.db, id, [], deps.clock.now());
  return loadImage(deps, row?.image_path);
}

export function loadImage(deps: NewsDeps, imagePath: string | null | undefined) {
  return readStoredImage(deps, imagePath);
}

/** Unopened announcements: every visible one counts once, whatever language it is read in. */
export async function countUnread(deps: NewsDeps, memberId: bigint) {
  return { unread: await countUnreadAnnouncements(deps.db, memberId, deps.clock.now()) };
}

export async function markRead(deps: NewsDeps, memberId: bigint, newsId: bigint) {
  const now = deps.clock.now();
  if (!(await findVisibleNewsById(deps.db, newsId, [], now))) throw new AppError('NOT_FOUND');
  await insertRead(deps.db, memberId, newsId, now);
  return { id: String(newsId) };
}
