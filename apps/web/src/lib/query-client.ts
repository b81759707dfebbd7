import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { i18n } from './i18n';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A business error will not change on retry; a dropped connection might.
      retry: (count, error) => count < 2 && error instanceof ApiError && error.status === 0,
      refetchOnWindowFocus: false,
    },
  },
});

// Server texts (package and rank names, news, notifications) come in the screen's language: switching it
// refetches what is on screen and marks the rest stale, without a reload.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
