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

/**
 * How a screen tells the server its language (decision 017): the web client sends this header on every
 * call, and the `lan` cookie (written when a visitor chooses a language) stands in for it on full page
 * loads. The server answers its texts in that language, else the account's.
 */
export const LANGUAGE_HEADER = 'x-lang';
export const LANGUAGE_COOKIE = 'lan';

/** One of ours for a BCP 47 tag (en-US, zh-Hant-TW, ms-MY), or null for a language we do not ship. */
export function supportedLanguageOf(tag: string): Language | null {
  const [primary, ...subtags] = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (primary === 'zh') {
    // Traditional script, or the regions that write it, read zh-TW; everything else Simplified.
    return subtags.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s)) ? 'zh-TW' : 'zh';
  }
  if (primary === 'in') return 'id';
  return languages.find((l) => l === primary) ?? null;
}

/** The first of a browser's languages, best first (navigator.languages), that we ship. */
export function firstSupportedLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = supportedLanguageOf(tag);
    if (language) return language;
  }
  return null;
}

/** The highest-weighted Accept-Language entry we have a translation for. */
export function bestAcceptedLanguage(header: string): Language | null {
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.weight > 0 && Number.isFinite(e.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSupportedLanguage(ranked.map((e) => e.tag));
}
