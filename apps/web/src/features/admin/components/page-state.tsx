import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './feedback';
import { ListPagination } from './list-pagination';

export function PageLoader() {
  const { t } = useTranslation('admin');
  return (
    <Center py="xl" aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed load: what went wrong, in the reader's language, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="red" variant="light" data-testid="admin-load-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry ? (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { list: T[]; page: number; per_page: number; total: number } | undefined;
  refetch: () => unknown;
}

/**
 * One page of a queue or list: loading, a failed load with retry, the empty text, or the items and
 * the pager. The finance queues share it; each brings its own item card.
 */
export function PagedList<T>({
  query,
  emptyText,
  emptyTestId,
  renderItem,
  onPageChange,
}: {
  query: PageQuery<T>;
  emptyText: string;
  emptyTestId: string;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      {query.data.list.map(renderItem)}
      <ListPagination
        page={query.data.page}
        perPage={query.data.per_page}
        total={query.data.total}
        onChange={onPageChange}
      />
    </>
  );
}
