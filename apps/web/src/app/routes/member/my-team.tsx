import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useTeamInfo } from '@/features/team/api/get-team-info';
import { TeamStats } from '@/features/team/components/team-stats';
import { wrappingLabel } from '@/components/wrapping-label';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

/** /web/myTeam: the member's team figures, rank and levels (api/team/teamInfo). */
export default function MyTeamPage() {
  const { t } = useTranslation(['common', 'team']);
  const info = useTeamInfo();
  return (
    <>
      <PageHeader title={t('common:pages.myTeam')} />
      <QueryState query={info}>
        {(data) => (
          <>
            <TeamStats info={data} />
            <Group grow mt="md">
              <Button
                component={Link}
                to={paths.member.ibTree}
                variant="light"
                data-testid="team-open-tree"
                {...wrappingLabel}
              >
                {t('common:pages.ibTree')}
              </Button>
              <Button component={Link} to={paths.member.manage} variant="light" {...wrappingLabel}>
                {t('common:pages.manage')}
              </Button>
            </Group>
          </>
        )}
      </QueryState>
    </>
  );
}
