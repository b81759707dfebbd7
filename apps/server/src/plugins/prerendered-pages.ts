import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  LANGUAGE_COOKIE,
  type Language,
  bestAcceptedLanguage,
  defaultLanguage,
  isLanguage,
  languages,
} from '@tandem/contracts';
import { cookieValue } from '../lib/request-context';

/**
 * The public pages the web build pre-renders (apps/web/scripts/prerender.mjs), one HTML file per
 * page and language under <web root>/prerendered/<lng>/<page>.html.
 */

/** Keep in step with PRERENDER_ORIGIN in apps/web/src/features/landing/seo/site-pages.ts. */
export const PRERENDER_ORIGIN = 'https://origin.prerender.invalid';

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
