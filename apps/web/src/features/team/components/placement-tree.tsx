import { Text } from '@mantine/core';
import type { PlacementMember } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatUsdt } from '@/lib/format';
import { usePlacement } from '../api/get-placement';
import { NodeHeading, TreeLevel, TreeNode } from './tree-parts';

export interface PlacementTreeState {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
}

function PlacementNode({ member, tree }: { member: PlacementMember; tree: PlacementTreeState }) {
  const { t, i18n } = useTranslation('team');
  const lng = i18n.language;
  return (
    <TreeNode
      testId="placement"
      username={member.username}
      hasChildren={member.has_children}
      isOpen={tree.expanded.has(member.id)}
      onToggle={() => tree.toggle(member.id)}
      below={() => <PlacementLevel parent={member.id} tree={tree} />}
    >
      <NodeHeading username={member.username} rank={member.rank} rankName={member.rank_name} />
      <Text size="xs" c="dimmed">
        {t('placement.meta', {
          level: member.level,
          date: formatDate(member.joined_at, lng),
          placed: formatCount(member.placed_count, lng),
        })}
      </Text>
      <Text size="xs" data-testid={`placement-sponsor-${member.username}`}>
        {t('placement.sponsorAndStake', {
          sponsor: member.sponsor_username ?? '—',
          own: formatUsdt(member.stake_volume, lng),
        })}
      </Text>
    </TreeNode>
  );
}

/** One level of the placement tree (jid), loaded when it is opened, twenty members at a time. */
export function PlacementLevel({ parent, tree }: { parent: string | null; tree: PlacementTreeState }) {
  const { t } = useTranslation('team');
  return (
    <TreeLevel
      testId="placement"
      query={usePlacement(parent)}
      emptyText={parent === null ? t('placement.emptyRoot') : t('tree.empty')}
      renderItem={(member) => <PlacementNode key={member.id} member={member} tree={tree} />}
    />
  );
}
