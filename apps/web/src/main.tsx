import { type ReactNode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { type RouteHandle, routes } from './app/router';
import { isPublicSitePath } from './features/landing/seo/site-pages';
import { initI18n, startNamespaces } from './lib/i18n';

// The public site renders without the app's providers, so Mantine, its stylesheet and the query
// client stay out of the landing page's JavaScript budget (targets.md). Its links into the app are
// full page loads, which bring the providers. Its pages normally come pre-rendered with their own
// small script instead of this one (entry-landing.ts); this renders the rest (an unknown /landing/...
// address, or a page asked for under a host the server would not write into its links).
const isPublicSite = isPublicSitePath(window.location.pathname);
const Bare = ({ children }: { children: ReactNode }) => children;
const container = document.getElementById('root')!;

// A pathless root whose HydrateFallback renders while the first page's lazy route loads: without
// one, React Router warns "No `HydrateFallback` element provided" on every hard load (D29). The
// page is blank for that moment either way (the Suspense fallback below is null too).
const router = createBrowserRouter([{ HydrateFallback: () => null, children: routes }]);
// Start loading the code of the page being opened now, in parallel with the dictionaries, rather than after them.
const matches = matchRoutes(routes, window.location) ?? [];
for (const match of matches) {
  if (typeof match.route.lazy === 'function') void match.route.lazy();
}
// The page's own dictionaries load with the initial ones (router.tsx, RouteHandle).
const pageNamespaces = matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.namespaces ?? []);

// The providers' code loads with the dictionaries, not after them (one round trip less before the first paint).
const providers = isPublicSite ? Promise.resolve({ Providers: Bare }) : import('./app/providers');
await initI18n(isPublicSite ? ['common', 'landing'] : [...startNamespaces, ...pageNamespaces]);
const { Providers } = await providers;
const root = createRoot(container);
// Rendered as a transition, React yields to the browser every few milliseconds while it builds the first
// screen, instead of holding the main thread in one long task (Lighthouse's total blocking time, issue 14).
startTransition(() =>
  root.render(
    <Providers>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>,
  ),
);
