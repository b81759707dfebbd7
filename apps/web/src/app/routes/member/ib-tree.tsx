import { Stack, Text } from '@mantine/core';
import type { TeamSearchResult } from '@tandem/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DownlineLevel, type TreeState } from '@/features/team/components/downline-tree';
import { TeamSearch } from '@/features/team/components/team-search';
import { paths } from '@/config/paths';

/**
 * /web/ib_tree: the member's downline as a tree that loads one level when it is opened. A search by
 * username opens every level on the way to the member found and marks them.
 */
export default function IbTreePage() {
  const { t } = useTranslation(['common', 'team']);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onFound = useCallback((result: TeamSearchResult) => {
    // Open every ancestor on the way; the member found is the last step.
    const ancestors = result.path.slice(0, -1).map((step) => step.id);
    setExpanded((current) => new Set([...current, ...ancestors]));
    setHighlighted(result.member.id);
  }, []);
  const tree = useMemo<TreeState>(() => ({ expanded, toggle, highlighted }), [expanded, toggle, highlighted]);

  return (
    <Stack gap="sm">
      <PageHeader title={t('common:pages.ibTree')} backTo={paths.member.myTeam} />
      <TeamSearch onFound={onFound} />
      <Text size="xs" c="dimmed">
        {t('team:tree.hint')}
      </Text>
      <div data-testid="team-tree">
        <DownlineLevel parent={null} tree={tree} />
      </div>
    </Stack>
  );
}
