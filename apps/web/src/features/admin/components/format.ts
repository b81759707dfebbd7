import { i18n } from '@/lib/i18n';

/** Dates in the reader's language and their own time zone; staff across countries read the same log. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(i18n.language || 'en').format(value);
}
