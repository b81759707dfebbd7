import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { PageLoader } from './page-loader';

/** What QueryState needs of a TanStack query. */
interface LoadingQuery<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A query's screen until it has data: the loader (PageLoader unless the screen draws its own
 * placeholder), or the failure with a retry; then `children` with the data.
 */
export function QueryState<T>({
  query,
  loader = <PageLoader />,
  children,
}: {
  query: LoadingQuery<T>;
  loader?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return loader;
  return children(query.data);
}
