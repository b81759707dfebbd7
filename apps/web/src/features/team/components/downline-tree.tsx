import { Text } from '@mantine/core';
import type { DownlineMember } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatUsdt } from '@/lib/format';
import { useDownline } from '../api/get-downline';
import { NodeHeading, TreeLevel, TreeNode } from './tree-parts';

export interface TreeState {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  highlighted: string | null;
}

function MemberNode({ member, tree }: { member: DownlineMember; tree: TreeState }) {
  const { t, i18n } = useTranslation('team');
  const lng = i18n.language;
  return (
    <TreeNode
      testId="tree"
      username={member.username}
      hasChildren={member.has_children}
      isOpen={tree.expanded.has(member.id)}
      onToggle={() => tree.toggle(member.id)}
      isHighlighted={tree.highlighted === member.id}
      below={() => <DownlineLevel parent={member.id} tree={tree} />}
    >
      <NodeHeading username={member.username} rank={member.rank} rankName={member.rank_name} />
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
    </TreeNode>
  );
}

/** One level of the sponsor tree, loaded when it is opened, twenty members at a time. */
export function DownlineLevel({ parent, tree }: { parent: string | null; tree: TreeState }) {
  const { t } = useTranslation('team');
  return (
    <TreeLevel
      testId="tree"
      query={useDownline(parent)}
      emptyText={parent === null ? t('tree.emptyRoot') : t('tree.empty')}
      renderItem={(member) => <MemberNode key={member.id} member={member} tree={tree} />}
    />
  );
}
