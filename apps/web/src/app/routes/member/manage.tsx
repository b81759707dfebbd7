import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TeamSearchResult } from '@tandem/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { wrappingLabel } from '@/components/wrapping-label';
import { InviteLinkCard } from '@/features/member/components/invite-link-card';
import { DownlineLevel, type TreeState } from '@/features/team/components/downline-tree';
import { TeamSearch } from '@/features/team/components/team-search';
import { paths } from '@/config/paths';
import { MemberInfoState } from './member-info-state';

/**
 * /web/manage: what a member manages about their team: inviting (the referral link and QR), and the
 * sponsor tree (who invited whom), one level loaded when it is opened, with a search by username that
 * opens every level on the way. The placement tree is /web/ib_tree (audit D9).
 */
export default function ManagePage() {
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
    <Stack gap="md">
      <PageHeader title={t('common:pages.manage')} />
      <SimpleGrid cols={3} spacing="xs">
        <Button component={Link} to={paths.member.myTeam} variant="light" size="xs" mih={30} {...wrappingLabel} px={8}>
          {t('team:links.stats')}
        </Button>
        <Button component={Link} to={paths.member.ibTree} variant="light" size="xs" mih={30} {...wrappingLabel} px={8}>
          {t('common:pages.ibTree')}
        </Button>
        <Button
          component={Link}
          to={paths.member.transfer}
          variant="light"
          size="xs"
          mih={30}
          {...wrappingLabel}
          px={8}
        >
          {t('team:links.transfer')}
        </Button>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('team:manage.invite')}
        </Title>
        <MemberInfoState>{(info) => <InviteLinkCard username={info.username} />}</MemberInfoState>
      </Stack>
      <Stack gap="xs" data-testid="team-tree">
        <Title order={3} size="h5">
          {t('team:manage.sponsorTree')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('team:manage.sponsorTreeHint')}
        </Text>
        <TeamSearch onFound={onFound} />
        <DownlineLevel parent={null} tree={tree} />
      </Stack>
    </Stack>
  );
}
