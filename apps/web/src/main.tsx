import { isLanguage } from '@tandem/contracts';
import { type ReactNode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './app/router';
import { LANGUAGE_PARAM, isPublicSitePath } from './features/landing/seo/site-pages';
import { changeLanguage, initI18n, rememberLanguageForServer } from './lib/i18n';
import { storageKeys } from './lib/config';

// The public site renders without the app's providers, so Mantine, its stylesheet and the query
// client stay out of the landing page's JavaScript budget (targets.md). Its links into the app are
// full page loads, which bring the providers.
const isPublicSite = isPublicSitePath(window.location.pathname);
const Bare = ({ children }: { children: ReactNode }) => children;
const container = document.getElementById('root')!;
// The server sends a public page pre-rendered at build time (scripts/prerender.mjs) in this language.
const prerenderedLanguage = isPublicSite ? container.dataset.prerendered : undefined;

const router = createBrowserRouter(routes);
// Start loading the code of the page being opened now, in parallel with the dictionaries, rather than after them.
for (const match of matchRoutes(routes, window.location) ?? []) {
  if (typeof match.route.lazy === 'function') void match.route.lazy();
}

await initI18n(
  isPublicSite ? ['common', 'landing'] : undefined,
  isLanguage(prerenderedLanguage) ? prerenderedLanguage : undefined,
);
const { Providers } = isPublicSite ? { Providers: Bare } : await import('./app/providers');
const app = (
  <Providers>
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  </Providers>
);

if (isLanguage(prerenderedLanguage)) {
  // Hydration must see what the server rendered: the same language (above), and the page's code loaded.
  await routerReady();
  hydrateRoot(container, app);
  // The language asked for in the address is remembered, as before; otherwise a visitor who chose
  // one before gets theirs (the server may have gone by the browser's languages).
  const stored = localStorage.getItem(storageKeys.language);
  const requested = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const preferred = isLanguage(requested) ? requested : isLanguage(stored) ? stored : undefined;
  if (preferred && (preferred !== stored || preferred !== prerenderedLanguage)) void changeLanguage(preferred);
  else if (preferred) rememberLanguageForServer(preferred);
} else {
  createRoot(container).render(app);
}

function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
