import { type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { PageLoader } from './page-loader';
import { ListPagination } from '@/components/list-pagination';

/** What PagedList needs of a TanStack query for one page of a server list. */
interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { list: T[]; page: number; per_page: number; total: number } | undefined;
  refetch: () => unknown;
}

/**
 * One page of a list: loading, a failed load with retry, the empty text, or the items and the pager.
 * Member lists and back-office queues share it; each brings its own item. A table brings its
 * `container` too, so its head and body wrap the rows while the pager stays below.
 */
export function PagedList<T>({
  query,
  emptyText,
  testId,
  gap = 'xs',
  renderItem,
  container,
  onPageChange,
}: {
  query: PageQuery<T>;
  emptyText: string;
  /** Names the empty text `<testId>-empty` and the list `<testId>-list`. */
  testId?: string;
  gap?: MantineSpacing;
  renderItem: (item: T) => ReactNode;
  container?: (items: ReactNode) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md" data-testid={testId && `${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  const items = query.data.list.map(renderItem);
  return (
    <Stack gap={gap} data-testid={testId && `${testId}-list`}>
      {container ? container(items) : items}
      <ListPagination
        page={query.data.page}
        perPage={query.data.per_page}
        total={query.data.total}
        onChange={onPageChange}
      />
    </Stack>
  );
}
