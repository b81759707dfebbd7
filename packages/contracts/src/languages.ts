/** The nine interface languages (decisions.md); zh is the default. */
export const languages = ['zh', 'en', 'zh-TW', 'th', 'vi', 'ja', 'ko', 'id', 'ms'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Maps what a client sends (en-US, zh_TW, cn...) to one of ours, falling back to the default. */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== 'string') return defaultLanguage;
  const v = value.trim().replace('_', '-').toLowerCase();
  if (v === 'zh-tw' || v === 'zh-hk' || v === 'zh-hant' || v === 'tw') return 'zh-TW';
  if (v === 'cn' || v.startsWith('zh')) return 'zh';
  const base = v.split('-')[0];
  if (base === 'in') return 'id';
  return isLanguage(base) ? base : defaultLanguage;
}
