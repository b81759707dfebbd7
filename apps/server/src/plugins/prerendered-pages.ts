import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Language, defaultLanguage, isLanguage, languages } from '@tandem/contracts';

/**
 * The public pages the web build pre-renders (apps/web/scripts/prerender.mjs), one HTML file per
 * page and language under <web root>/prerendered/<lng>/<page>.html.
 */

/** Keep in step with PRERENDER_ORIGIN in apps/web/src/features/landing/seo/site-pages.ts. */
export const PRERENDER_ORIGIN = 'https://origin.prerender.invalid';

/** The cookie the public site writes with the visitor's language (apps/web/src/main.tsx). */
export const LANGUAGE_COOKIE = 'lan';

/** The page file for a public path, or null: `/landing` is `index`, `/landing/tnc` is `tnc`. */
export function pageNameOf(urlPath: string): string | null {
  if (urlPath === '/landing') return 'index';
  const match = /^\/landing\/([A-Za-z][A-Za-z-]*)$/.exec(urlPath);
  return match?.[1] ?? null;
}

/** The page's language: `?lang=`, else the `lan` cookie, else the browser's best match, else zh. */
export function chooseLanguage(input: {
  requested?: string | null;
  cookieHeader?: string;
  acceptLanguage?: string;
}): Language {
  if (isLanguage(input.requested)) return input.requested;
  const fromCookie = cookieValue(input.cookieHeader ?? '', LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return bestAcceptedLanguage(input.acceptLanguage ?? '') ?? defaultLanguage;
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join('=').trim());
    } catch {
      return null;
    }
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
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.weight > 0 && Number.isFinite(e.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supportedLanguageOf(tag);
    if (language) return language;
  }
  return null;
}

function supportedLanguageOf(tag: string): Language | null {
  const [primary, ...subtags] = tag.split('-');
  if (primary === 'zh') {
    // Traditional script, or the regions that write it, read zh-TW; everything else Simplified.
    return subtags.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s)) ? 'zh-TW' : 'zh';
  }
  return languages.find((l) => l === primary) ?? null;
}

/**
 * Reads the pre-rendered files once, at start-up (like @fastify/static with `wildcard: false`, a
 * rebuild needs a restart), and answers one with the request's origin in the canonical and hreflang
 * links, compressed once per origin and encoding.
 */
export function loadPrerenderedPages(root: string) {
  const pages = new Map<string, string>();
  const dir = path.join(root, 'prerendered');
  for (const lng of languages) {
    const langDir = path.join(dir, lng);
    if (!fs.existsSync(langDir)) continue;
    for (const file of fs.readdirSync(langDir)) {
      if (file.endsWith('.html'))
        pages.set(`${lng}/${file.slice(0, -'.html'.length)}`, fs.readFileSync(path.join(langDir, file), 'utf8'));
    }
  }
  const encoded = new Map<string, Buffer>();
  const MAX_ENCODED = 2_000;

  return {
    get size() {
      return pages.size;
    },
    /** The page's bytes in the given encoding, or null when this page was not pre-rendered. */
    render(lng: Language, page: string, origin: string, encoding: 'br' | 'gzip' | 'identity'): Buffer | null {
      const html = pages.get(`${lng}/${page}`);
      if (html === undefined) return null;
      const key = `${lng}/${page}\n${origin}\n${encoding}`;
      const cached = encoded.get(key);
      if (cached) return cached;
      const body = Buffer.from(html.replaceAll(PRERENDER_ORIGIN, origin));
      const bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(body, { level: 9 })
            : body;
      // The origin comes from the request, so bound what odd Host headers can make us keep.
      if (encoded.size >= MAX_ENCODED) encoded.clear();
      encoded.set(key, bytes);
      return bytes;
    },
  };
}
