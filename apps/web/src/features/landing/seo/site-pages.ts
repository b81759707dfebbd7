import { paths } from '@/config/paths';

/**
 * The public pages, in the order the sitemap lists them. Kept free of React (config/paths.ts imports
 * nothing), so the pre-render entry and the sitemap test load it without the app.
 */
export const landingPages = [
  { path: paths.landing.root, key: 'home', isInHeader: false },
  { path: paths.landing.about, key: 'about', isInHeader: true },
  { path: paths.landing.aurionPro, key: 'aurionPro', isInHeader: true },
  { path: paths.landing.hybrid, key: 'hybrid', isInHeader: true },
  { path: paths.landing.smartLend, key: 'smartLend', isInHeader: true },
  { path: paths.landing.blogs, key: 'blogs', isInHeader: true },
  { path: paths.landing.tnc, key: 'terms', isInHeader: true },
  { path: paths.landing.team, key: 'team', isInHeader: false },
  { path: paths.landing.contact, key: 'contact', isInHeader: false },
] as const;

export type LandingPageKey = (typeof landingPages)[number]['key'];

/** The spec's header menu: About, Aurionpro, Hybrid System, Smartlend, Blogs, Terms. */
export const headerPages = landingPages.filter((p) => p.isInHeader);

/** Query parameter that selects the language, so each language has its own URL for hreflang. */
export const LANGUAGE_PARAM = 'lang';

/** Whether an address belongs to the public site (`/` redirects to /landing), which renders without the app's providers. */
export function isPublicSitePath(pathname: string): boolean {
  return pathname === '/' || pathname === paths.landing.root || pathname.startsWith(`${paths.landing.root}/`);
}

/**
 * Stands in for the site's origin in pages pre-rendered at build time (scripts/prerender.mjs): the
 * build does not know the address the site is served under, so the server puts the request's origin
 * in its place (apps/server/src/plugins/static-web.ts), the same origin the browser then renders.
 */
export const PRERENDER_ORIGIN = 'https://origin.prerender.invalid';

/** This page's origin; while pre-rendering, the placeholder the server replaces. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
}
