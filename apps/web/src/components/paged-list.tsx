import { type MantineSpacing, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from './load-error';
import { PageLoader } from './page-loader';
import { ListPagination } from '@/components/list-pagination';

/** What a member's record list gets from its page: the page shown, and how to show another. */
export interface ListPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** What PagedList needs of a TanStack query for one page of a server list. */
export interface PageQuery<T> {
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

/**
 * A PagedList whose every item opens its record's page: the whole row is the link, named
 * `itemTestId`, with `itemData` for the data attributes tests read (an id, an unread mark).
 */
export function PagedLinkList<T extends { id: string | number }>({
  linkTo,
  itemTestId,
  itemData,
  renderItem,
  ...list
}: Omit<ComponentProps<typeof PagedList<T>>, 'container'> & {
  linkTo: (item: T) => string;
  itemTestId: string;
  itemData?: (item: T) => Record<`data-${string}`, string | number | boolean | undefined>;
}) {
  return (
    <PagedList
      {...list}
      renderItem={(item) => (
        <LinkRow key={item.id} to={linkTo(item)} testId={itemTestId} data={itemData?.(item)}>
          {renderItem(item)}
        </LinkRow>
      )}
    />
  );
}

/** A list row that opens its record's page: the whole row is the link. */
export function LinkRow({
  to,
  testId,
  data,
  children,
}: {
  to: string;
  testId: string;
  /** The data attributes tests read (an id, an unread mark). */
  data?: Record<`data-${string}`, string | number | boolean | undefined>;
  children: ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} data-testid={testId} {...data}>
      {children}
    </UnstyledButton>
  );
}
