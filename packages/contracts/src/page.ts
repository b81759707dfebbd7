import { z } from 'zod';

/**
 * One page of a list, the shape every paged call answers with: `{ list, page, per_page, total }`
 * (`page` counts from 1, `total` counts every row, not just this page's).
 */
export function page<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });
}

export interface Page<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}

/** The highest page a list query accepts: far beyond any real list, and it keeps OFFSET a sane number. */
export const PAGE_MAX = 100_000;

/** `?page=` of a member's list: from 1 (the default); anything else is the field error `invalid`. */
export const pageField = z.coerce.number().int('invalid').min(1, 'invalid').max(PAGE_MAX, 'invalid').default(1);

/**
 * `?page=` of a back-office list. It has always answered with zod's own issue (0 is `tooShort`, past
 * PAGE_MAX `tooLong`) rather than `invalid`; kept so those answers stay as they were.
 */
export const adminPageField = z.coerce.number().int().min(1).max(PAGE_MAX).default(1);

/** A member's paged list query: its filters, then `page`. */
export function pagedQuery<S extends z.ZodRawShape>(filters: S) {
  return z.object({ ...filters, page: pageField });
}
