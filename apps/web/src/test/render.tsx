import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { theme } from '@/app/providers';
import { type Namespace, initI18n } from '@/lib/i18n';

/**
 * Component tests run in jsdom (`// @vitest-environment jsdom` at the top of a .test.tsx). jsdom has
 * no layout, so the few browser APIs Mantine asks for on mount are stood in for here.
 */
function installLayoutStubs() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

installLayoutStubs();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The English dictionaries the component needs, loaded before it renders (no Suspense fallback). */
export const loadEnglish = (namespaces: Namespace[]) => initI18n(['common', 'errors', ...namespaces], 'en');

/** Renders `ui` inside the app's providers, with a query client of its own. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          {ui}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** One recorded call to the stubbed `fetch`. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stubs `fetch`, the app's one way out: each request is recorded and answered by `answer(path)`
 * with the API's envelope (`{ code: 0, data }`, or an error code and status).
 */
export function stubApi(
  answer: (request: SentRequest) => { status?: number; code?: number; message?: string; data?: unknown },
) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: new URL(url).pathname,
        query: new URL(url).searchParams,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      sent.push(request);
      const reply = answer(request);
      const status = reply.status ?? 200;
      return new Response(
        JSON.stringify({
          code: reply.code ?? (status === 200 ? 0 : 1),
          message: reply.message ?? 'ok',
          data: reply.data ?? null,
        }),
        { status, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}
