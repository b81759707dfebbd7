import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n } from './lib/i18n';

await initI18n();

createRoot(document.getElementById('root')!).render(
  <Providers>
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  </Providers>,
);
