import { apiBlob } from '@/lib/api-client';

/**
 * A history's whole filtered range as a CSV file, made by the server (not only the page on screen):
 * `path` is the list's `.csv` twin, `query` its filters (empty ones left out).
 */
export function fetchRecordsCsv(path: string, query: Record<string, string | null | undefined>): Promise<Blob> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return apiBlob(`${path}?${search.toString()}`);
}
