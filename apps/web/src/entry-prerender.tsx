/**
 * Build-time renderer of the public site (scripts/prerender.mjs): each landing page in each language
 * as HTML, from the same routes and components the app renders (main.tsx, for addresses that were not
 * pre-rendered). The browser does not hydrate these pages: their islands (entry-landing.ts) wire the
 * interactive parts on this markup, with the strings and templates it carries for them.
 */
import { type Language, languages } from '@tandem/contracts';
import i18n from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from './app/router';
import { landingPages } from './features/landing/seo/site-pages';
import { paths } from '@/config/paths';

export { languages };

/** Every page of the router's /landing children, by path. */
export const prerenderedPaths: string[] = [...landingPages.map((p) => p.path), paths.landing.blogSingle];

/**
 * Pages whose content the browser loads by a query parameter (the blog list's ?page=, an article's
 * ?id=): their loading shell, written as `<page>@<parameter>` and sent for any value of it
 * (apps/server/src/plugins/static-web.ts); the page's island loads the content (features/landing/islands).
 */
export const prerenderedShells: { path: string; name: string }[] = [
  { path: `${paths.landing.blogs}?page=2`, name: 'blogs@page' },
  { path: paths.landing.article('0'), name: 'blog-single@id' },
];

const dictionaries = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, module] of Object.entries(dictionaries)) {
    const [, lng, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!lng || !namespace) continue;
    (all[lng] ??= {})[namespace] = module.default;
  }
  return all;
}

// The same settings as lib/i18n.ts, with every dictionary at hand so nothing suspends.
await i18n.use(initReactI18next).init({
  lng: 'zh',
  fallbackLng: false,
  supportedLngs: [...languages],
  load: 'currentOnly',
  resources: resources(),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: true },
});

const Bare = ({ children }: { children: ReactNode }) => children;

/** The markup React renders for one page: the hoisted head tags first, then the page. */
export async function renderPage(path: string, lng: Language): Promise<string> {
  await i18n.changeLanguage(lng);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Lazy routes (layout, page) load during initialisation; render once they are in.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  if (router.state.errors) throw new Error(`${path}: ${JSON.stringify(router.state.errors)}`);
  try {
    return renderToString(
      <Bare>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Bare>,
    );
  } finally {
    router.dispose();
  }
}
