import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useTeamInfo } from '@/features/team/api/get-team-info';
import { TeamStats } from '@/features/team/components/team-stats';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/** /web/myTeam: the member's team figures, rank and levels (api/team/teamInfo). */
export default function MyTeamPage() {
  const { t } = useTranslation(['common', 'team']);
  const info = useTeamInfo();
  return (
    <>
      <PageHeader title={t('common:pages.myTeam')} />
      {info.isPending ? (
        <PageLoader />
      ) : info.isError ? (
        <LoadError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <TeamStats info={info.data} />
          <Group grow mt="md">
            <Button component={Link} to={paths.member.ibTree} variant="light" data-testid="team-open-tree">
              {t('team:links.tree')}
            </Button>
            <Button component={Link} to={paths.member.manage} variant="light">
              {t('common:pages.manage')}
            </Button>
          </Group>
        </>
      )}
    </>
  );
}
