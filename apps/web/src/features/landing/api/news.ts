import { type NewsDetail, type NewsItem, type NewsPage, paths } from '@tandem/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/lib/api-client';

/** Blogs are the news staff publish for the header and homepage (news_type 1, decisions.md). */
export const BLOG_NEWS_TYPE = 1;
/** How long a fetched list page is reused (going back from an article to the list). */
const CACHE_MS = 60_000;

/**
 * One page of published blog articles in the reader's language. While staff have published nothing
 * the blog shows its empty state; it never invents articles. A 404 (an API without news) reads the same.
 */
export async function getNewsPage(language: string, page: number, signal?: AbortSignal): Promise<NewsPage> {
  try {
    const data = await api.get<NewsPage>(paths.news.list, {
      query: { language, news_type: BLOG_NEWS_TYPE, page },
      as: 'none',
      signal,
    });
    return { list: data.list ?? [], page: data.page ?? page, per_page: data.per_page ?? 0, total: data.total ?? 0 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { list: [], page, per_page: 0, total: 0 };
    throw error;
  }
}

/**
 * An article opened by link (GET /api/news/news-detail), in the page's language (else the server
 * falls back to the browser's Accept-Language, which need not be the page's). Null when there is no
 * such published blog article: an unknown or malformed id (404, 400), or an announcement, which is
 * not on the public blog.
 */
export async function getArticle(id: string, language: string, signal?: AbortSignal): Promise<NewsItem | null> {
  try {
    const item = await api.get<NewsDetail>(paths.news.detail, {
      query: { id, language },
      as: 'none',
      signal,
    });
    return item.news_type === BLOG_NEWS_TYPE ? item : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const pageCache = new Map<string, { at: number; data: NewsPage }>();
async function cachedNewsPage(language: string, page: number, signal?: AbortSignal): Promise<NewsPage> {
  const key = `${language}:${page}`;
  const hit = pageCache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.data;
  const data = await getNewsPage(language, page, signal);
  pageCache.set(key, { at: Date.now(), data });
  return data;
}

type LoadState<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * A small loader hook instead of TanStack Query: the public site keeps to its script budget
 * (bench/RESULTS.md), and its two reads (a list page, one article) need no more than load, cache, retry.
 */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, initial?: T) {
  const [attempt, setAttempt] = useState(0);
  // The first key may come with its answer already (an article opened from the list).
  const answeredKey = useRef(initial === undefined ? null : key);
  const [state, setState] = useState<LoadState<T> & { key: string }>(
    initial === undefined ? { key, status: 'pending' } : { key, status: 'success', data: initial },
  );
  useEffect(() => {
    if (attempt === 0 && key === answeredKey.current) return;
    answeredKey.current = null;
    const controller = new AbortController();
    setState({ key, status: 'pending' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, status: 'success', data }),
      (error: unknown) => !controller.signal.aborted && setState({ key, status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is derived from `key`; listing it would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // A state left from the previous key is not this key's answer.
  const current: LoadState<T> = state.key === key ? state : { status: 'pending' };
  return { ...current, refetch };
}

export function useNewsPage(language: string, page: number) {
  return useLoad(`${language}:${page}`, (signal) => cachedNewsPage(language, page, signal));
}

export function useArticle(id: string, language: string, initial?: NewsItem) {
  return useLoad(`${language}:${id}`, (signal) => getArticle(id, language, signal), initial);
}

/** Page count of a list answer; a list with no paging data is one page. */
export function pageCountOf(data: NewsPage): number {
  if (data.per_page <= 0) return data.list.length > 0 ? 1 : 0;
  return Math.max(1, Math.ceil(data.total / data.per_page));
}

/** Stored images come back as a path; make it absolute to this site. */
export function imageUrl(publicPath: string | null): string | null {
  if (!publicPath) return null;
  if (/^(https?:)?\/\//.test(publicPath) || publicPath.startsWith('/') || publicPath.startsWith('data:'))
    return publicPath;
  return `/${publicPath}`;
}
