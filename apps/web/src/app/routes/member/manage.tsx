import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { wrappingLabel } from '@/components/wrapping-label';
import { InviteLinkCard } from '@/features/member/components/invite-link-card';
import { DownlineLevel, type TreeState } from '@/features/team/components/downline-tree';
import { paths } from '@/config/paths';
import { MemberInfoState } from './member-info-state';

const flat: TreeState = { expanded: new Set(), toggle: () => {}, highlighted: null, canExpand: false };

/**
 * /web/manage: what a member manages about their team: inviting (the referral link and QR), their
 * direct members, and the way to the tree, the team figures and transfers to team members.
 */
export default function ManagePage() {
  const { t } = useTranslation(['common', 'team']);
  return (
    <Stack gap="md">
      <PageHeader title={t('common:pages.manage')} />
      <SimpleGrid cols={3} spacing="xs">
        <Button component={Link} to={paths.member.myTeam} variant="light" size="xs" mih={30} {...wrappingLabel}>
          {t('team:links.stats')}
        </Button>
        <Button component={Link} to={paths.member.ibTree} variant="light" size="xs" mih={30} {...wrappingLabel}>
          {t('team:links.tree')}
        </Button>
        <Button component={Link} to={paths.member.transfer} variant="light" size="xs" mih={30} {...wrappingLabel}>
          {t('team:links.transfer')}
        </Button>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('team:manage.invite')}
        </Title>
        <MemberInfoState>{(info) => <InviteLinkCard username={info.username} />}</MemberInfoState>
      </Stack>
      <Stack gap="xs" data-testid="manage-directs">
        <Title order={3} size="h5">
          {t('team:manage.directs')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('team:manage.directsHint')}
        </Text>
        <DownlineLevel parent={null} tree={flat} />
      </Stack>
    </Stack>
  );
}
