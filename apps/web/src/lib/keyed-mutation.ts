import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** A money call's body (the contract's input) plus the attempt's idempotency key, sent as a header. */
export type WithIdempotencyKey<Body> = Body & { idempotencyKey: string };

/**
 * A money POST that takes an `Idempotency-Key` (CONTRIBUTING "How money moves"): the key goes in the
 * header, the rest is the body. `refresh` runs whether the call succeeded or not, since a refused
 * call can still mean the balance moved elsewhere (another tab).
 */
export function useKeyedMutation<Body, Result = unknown>(
  path: string,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: WithIdempotencyKey<Body>) =>
      api.post<Result>(path, body, { idempotencyKey }),
    onSettled: () => refresh(queryClient),
  });
}
