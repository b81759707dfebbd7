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
