import { ActionIcon, Badge, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useRankLabel } from '../use-rank-label';

/**
 * The pieces the sponsor tree and the placement tree share: a node's card with its +/− toggle and the
 * level it opens, and one lazily loaded level (loading, error, empty, "load more"). `testId` names the
 * tree in test ids (`<testId>-node-<username>`, `<testId>-toggle-…`, `<testId>-empty`, `<testId>-load-more`).
 */

/** A node's first line in either tree: the username, and the rank (a server text) beside it. */
export function NodeHeading({ username, rank, rankName }: { username: string; rank: number; rankName: string }) {
  const rankLabel = useRankLabel();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={600} size="sm" truncate="end">
        {username}
      </Text>
      <Badge size="xs" variant="light" tt="none" style={{ flexShrink: 0 }} data-server-text>
        {rankLabel(rank, rankName)}
      </Badge>
    </Group>
  );
}

export interface TreeNodeProps {
  testId: string;
  username: string;
  hasChildren: boolean;
  isOpen: boolean;
  onToggle: () => void;
  isHighlighted?: boolean;
  /** The node's text, beside the toggle. */
  children: ReactNode;
  /** The level below, drawn while the node is open. */
  below: () => ReactNode;
}

export function TreeNode({
  testId,
  username,
  hasChildren,
  isOpen,
  onToggle,
  isHighlighted,
  children,
  below,
}: TreeNodeProps) {
  const { t } = useTranslation('team');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [isHighlighted]);
  return (
    <Box ref={ref}>
      <Paper
        withBorder
        radius="md"
        p="xs"
        data-testid={`${testId}-node-${username}`}
        style={isHighlighted ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
      >
        <Group wrap="nowrap" gap="xs" align="flex-start">
          {!hasChildren ? (
            <Box w={22} style={{ flexShrink: 0 }} aria-hidden />
          ) : (
            <ActionIcon
              variant={isOpen ? 'filled' : 'light'}
              size="sm"
              mt={2}
              onClick={onToggle}
              aria-expanded={isOpen}
              aria-label={t(isOpen ? 'tree.collapse' : 'tree.expand', { username })}
              data-testid={`${testId}-toggle-${username}`}
            >
              {isOpen ? '−' : '+'}
            </ActionIcon>
          )}
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            {children}
          </Stack>
        </Group>
      </Paper>
      {isOpen ? (
        <Box pl="md" ml={10} mt={6} style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          {below()}
        </Box>
      ) : null}
    </Box>
  );
}

/** One level of a tree as an infinite query answers it, twenty members at a time. */
export function TreeLevel<Item extends { id: string }>({
  testId,
  query,
  emptyText,
  renderItem,
}: {
  testId: string;
  query: UseInfiniteQueryResult<InfiniteData<{ list: Item[]; total: number }>>;
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('team');
  if (query.isPending) return <Loader size="xs" m="xs" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.list);
  const total = query.data.pages[0]?.total ?? 0;
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  return (
    <Stack gap={6}>
      {items.map(renderItem)}
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid={`${testId}-load-more`}
        >
          {t('tree.loadMore', { shown: items.length, total })}
        </Button>
      ) : null}
    </Stack>
  );
}
