import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { buildSitemapXml } from './sitemap';
import { isPublicSitePath, landingPages } from './site-pages';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const sitemapFile = path.join(publicDir, 'sitemap.xml');
const robotsFile = path.join(publicDir, 'robots.txt');
/** The default PUBLIC_URL of the server; regenerate for a real domain with SITE_ORIGIN=https://... UPDATE_SITEMAP=1. */
const origin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';

describe('public site map', () => {
  if (process.env.UPDATE_SITEMAP) {
    fs.writeFileSync(sitemapFile, buildSitemapXml(origin, languages));
    fs.writeFileSync(
      robotsFile,
      [
        'User-agent: *',
        'Allow: /landing',
        // The member app and back office are behind login; the API is not for crawlers.
        'Disallow: /web/',
        'Disallow: /admin/',
        'Disallow: /api/',
        'Disallow: /register',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  }

  it('public/sitemap.xml is what the page list produces, every page in every language', () => {
    const xml = fs.readFileSync(sitemapFile, 'utf8');
    const fileOrigin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)?.[1];
    expect(fileOrigin).toBeTruthy();
    expect(xml).toBe(buildSitemapXml(fileOrigin!, languages));
    for (const page of landingPages) {
      for (const lng of languages) expect(xml).toContain(`<loc>${fileOrigin}${page.path}?lang=${lng}</loc>`);
    }
  });

  it('robots.txt lets crawlers read the public site, keeps them out of the app, and points at the sitemap', () => {
    const robots = fs.readFileSync(robotsFile, 'utf8');
    const xml = fs.readFileSync(sitemapFile, 'utf8');
    const fileOrigin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)?.[1];
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/landing$/m);
    for (const area of ['/web/', '/admin/', '/api/']) expect(robots).toContain(`Disallow: ${area}`);
    expect(robots).toContain(`Sitemap: ${fileOrigin}/sitemap.xml`);
  });

  it('knows which addresses belong to the public site', () => {
    for (const page of landingPages) expect(isPublicSitePath(page.path)).toBe(true);
    expect(isPublicSitePath('/')).toBe(true);
    for (const other of ['/web/homepage', '/register', '/admin/login', '/landingx', '/api/health'])
      expect(isPublicSitePath(other)).toBe(false);
  });
});
