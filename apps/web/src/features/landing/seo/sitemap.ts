import { landingPages, LANGUAGE_PARAM } from './site-pages';

/**
 * The sitemap lists each public page once per language with its hreflang alternates, because
 * the language is chosen by `?lang=` on the same path.
 */
export function buildSitemapXml(origin: string, languages: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const url = (path: string, lng?: string) => (lng ? `${base}${path}?${LANGUAGE_PARAM}=${lng}` : `${base}${path}`);
  const entries = landingPages.flatMap((page) =>
    [undefined, ...languages].map((lng) => {
      const alternates = [
        ...languages.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(url(page.path, alt))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(page.path))}"/>`,
      ];
      return ['  <url>', `    <loc>${escapeXml(url(page.path, lng))}</loc>`, ...alternates, '  </url>'].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
