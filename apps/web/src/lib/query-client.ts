import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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
