import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '@/features/admin/api/get-me';
import { MemberDetail } from '@/features/admin/components/member-detail';
import { MemberPayoutSection } from '@/features/admin/components/member-payout';
import { paths } from '@/config/paths';
import { BackLink } from './page-title';

export default function AdminMemberPage() {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('admin-finance');
  const { id = '' } = useParams();
  const canSeeWallet = useCan('finance.reports');
  return (
    <>
      <Group justify="space-between" mb="sm">
        <BackLink to={paths.admin.members}>{t('member.back')}</BackLink>
        {canSeeWallet ? (
          <Button
            component={Link}
            to={paths.admin.memberWallet(id)}
            size="compact-sm"
            variant="light"
            data-testid="admin-member-wallet-link"
          >
            {tf('statement.open')}
          </Button>
        ) : null}
      </Group>
      <MemberDetail key={id} id={id} />
      <Stack mt="md">
        <MemberPayoutSection key={id} id={id} />
      </Stack>
    </>
  );
}
