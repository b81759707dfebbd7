import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PlacementLevel, type PlacementTreeState } from '@/features/team/components/placement-tree';
import { paths } from '@/config/paths';

/**
 * /web/ib_tree: the placement tree (the `jid` chosen at sign-up), one level loaded when it is opened.
 * The sponsor tree (who invited whom) is on /web/manage (audit D9).
 */
export default function IbTreePage() {
  const { t } = useTranslation(['common', 'team']);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const tree = useMemo<PlacementTreeState>(() => ({ expanded, toggle }), [expanded, toggle]);

  return (
    <Stack gap="sm">
      <PageHeader title={t('common:pages.ibTree')} backTo={paths.member.myTeam} />
      <Text size="xs" c="dimmed" data-testid="placement-hint">
        {t('team:placement.hint')}
      </Text>
      <div data-testid="placement-tree">
        <PlacementLevel parent={null} tree={tree} />
      </div>
    </Stack>
  );
}
