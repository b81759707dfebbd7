import { z } from 'zod';
import { requiredText } from './fields';
import { languages } from './languages';
import { page } from './page';
import { paramPath, paths } from './paths';

/**
 * News (type 1) and system announcements (type 2): one item with a version (title and text) per
 * language, docs/decisions/024-news-versions.md. Readers get the version of their language, else the
 * item's default language. Members and the landing site see only published items whose publish_at has
 * come; images are public.
 */
export const newsTypes = { news: 1, announcement: 2 } as const;
export type NewsType = (typeof newsTypes)[keyof typeof newsTypes];
export const newsStatuses = ['draft', 'published', 'unpublished'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const NEWS_PAGE_SIZE = 10;
export const NEWS_TITLE_MAX = 200;
export const NEWS_DESCRIPTION_MAX = 20_000;
export const NEWS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const newsPaths = {
  detail: paths.news.detail,
  image: paramPath('/api/news/image/:id'),
  unread: '/api/news/unread',
  markRead: '/api/news/read',
  admin: '/api/admin/news',
  adminOne: paramPath('/api/admin/news/:id'),
  adminPublish: paramPath('/api/admin/news/:id/publish'),
  adminUnpublish: paramPath('/api/admin/news/:id/unpublish'),
  adminImage: paramPath('/api/admin/news/:id/image'),
  /** DELETE removes one language's version (not the default one). */
  adminVersion: paramPath('/api/admin/news/:id/versions/:language'),
} as const;

const newsTypeSchema = z.union([z.literal(newsTypes.news), z.literal(newsTypes.announcement)]);

/** One item as the member area and landing site see it. */
export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A public image URL, or null. */
  public_path: z.string().nullable(),
  updated_at: z.string(),
  /** Only for a signed-in member on announcements: whether they have opened it. */
  is_read: z.boolean().optional(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageSchema = page(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/** One published item on its own (the landing blog page), with its type and the language shown. */
export const newsDetailSchema = newsItemSchema.extend({ news_type: newsTypeSchema, language: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListQuery = z.object({
  language: z.enum(languages).catch('zh'),
  news_type: z.coerce.number().pipe(newsTypeSchema).catch(newsTypes.news),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/**
 * Creating an item makes `language` its default language and writes that version; editing writes the
 * version of `language` (adding it when the item has none) and the item's type and publish time.
 */
export const newsInput = z.object({
  news_type: newsTypeSchema,
  language: z.enum(languages),
  title: requiredText(NEWS_TITLE_MAX),
  description: requiredText(NEWS_DESCRIPTION_MAX),
  /** ISO time; in the future schedules the item. Defaults to now on publish. */
  publish_at: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
});
export type NewsInput = z.infer<typeof newsInput>;

export const newsVersionSchema = z.object({ language: z.string(), title: z.string(), description: z.string() });
export type NewsVersion = z.infer<typeof newsVersionSchema>;

export const adminNewsItemSchema = z.object({
  id: z.string(),
  news_type: newsTypeSchema,
  /** The default language; title and description are its version. */
  language: z.string(),
  title: z.string(),
  description: z.string(),
  /** Every version, in the order of `languages` (the default one included). */
  versions: z.array(newsVersionSchema),
  public_path: z.string().nullable(),
  status: z.enum(newsStatuses),
  publish_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  /** Published with publish_at still in the future. */
  is_scheduled: z.boolean(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;
