import { ActionIcon, Badge, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { DownlineMember } from '@tandem/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRankLabel } from '../use-rank-label';
import { formatCount, formatDate, formatUsdt } from '@/lib/format';
import { useDownline } from '../api/get-downline';
import { LoadError } from '@/components/load-error';

export interface TreeState {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  highlighted: string | null;
  /** False for a flat list of direct members (the manage page). */
  canExpand?: boolean;
}

function MemberNode({ member, tree }: { member: DownlineMember; tree: TreeState }) {
  const { t, i18n } = useTranslation('team');
  const rankLabel = useRankLabel();
  const lng = i18n.language;
  const isOpen = tree.expanded.has(member.id);
  const isHighlighted = tree.highlighted === member.id;
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
        data-testid={`tree-node-${member.username}`}
        style={isHighlighted ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
      >
        <Group wrap="nowrap" gap="xs" align="flex-start">
          {tree.canExpand === false ? null : !member.has_children ? (
            <Box w={22} style={{ flexShrink: 0 }} aria-hidden />
          ) : (
            <ActionIcon
              variant={isOpen ? 'filled' : 'light'}
              size="sm"
              mt={2}
              disabled={!member.has_children}
              onClick={() => tree.toggle(member.id)}
              aria-expanded={member.has_children ? isOpen : undefined}
              aria-label={t(isOpen ? 'tree.collapse' : 'tree.expand', { username: member.username })}
              data-testid={`tree-toggle-${member.username}`}
            >
              {member.has_children ? (isOpen ? '−' : '+') : '·'}
            </ActionIcon>
          )}
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" truncate="end">
                {member.username}
              </Text>
              <Badge size="xs" variant="light" tt="none" style={{ flexShrink: 0 }} data-server-text>
                {rankLabel(member.rank, member.rank_name)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('tree.meta', {
                level: member.level,
                date: formatDate(member.joined_at, lng),
                direct: formatCount(member.direct_count, lng),
                size: formatCount(member.team_size, lng),
              })}
            </Text>
            <Text size="xs">
              {t('tree.volumes', {
                own: formatUsdt(member.stake_volume, lng),
                team: formatUsdt(member.team_volume, lng),
              })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      {isOpen ? (
        <Box pl="md" ml={10} mt={6} style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          <DownlineLevel parent={member.id} tree={tree} />
        </Box>
      ) : null}
    </Box>
  );
}

/** One level of the tree, loaded when it is opened, twenty members at a time. */
export function DownlineLevel({ parent, tree }: { parent: string | null; tree: TreeState }) {
  const { t } = useTranslation('team');
  const downline = useDownline(parent);
  if (downline.isPending) return <Loader size="xs" m="xs" />;
  if (downline.isError) return <LoadError error={downline.error} onRetry={() => void downline.refetch()} />;
  const members = downline.data.pages.flatMap((page) => page.list);
  const total = downline.data.pages[0]?.total ?? 0;
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs" data-testid="tree-empty">
        {parent === null ? t('tree.emptyRoot') : t('tree.empty')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {members.map((member) => (
        <MemberNode key={member.id} member={member} tree={tree} />
      ))}
      {downline.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void downline.fetchNextPage()}
          loading={downline.isFetchingNextPage}
          data-testid="tree-load-more"
        >
          {t('tree.loadMore', { shown: members.length, total })}
        </Button>
      ) : null}
    </Stack>
  );
}
