import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMemberRow } from '@tandem/contracts';
import { Link } from 'react-router';
import { useMembers } from '../api/get-members';
import type { MemberListParams } from '../api/keys';
import { KycBadge, MemberStatusBadge } from './status-badges';
import { paths } from '@/config/paths';
import type { DataColumn } from '@/components/data-table';
import { PagedTable } from '@/components/paged-table';
import type { ListScreenProps } from './list-screen-props';
import { TypedFilter } from './mall-list-filters';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

export function MemberList({ params, onParamsChange }: ListScreenProps<MemberListParams>) {
  const { t } = useTranslation('admin');
  const columns: DataColumn<AdminMemberRow>[] = [
    {
      key: 'username',
      header: t('members.username'),
      cell: (m) => (
        <>
          <Anchor component={Link} to={paths.admin.member(m.id)} fw={600} data-testid="admin-member-link">
            {m.username}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="md" truncate maw={180}>
            {m.email ?? m.fullname ?? ''}
          </Text>
        </>
      ),
    },
    { key: 'email', header: t('members.email'), visibleFrom: 'md', cell: (m) => m.email ?? t('none') },
    { key: 'fullname', header: t('members.fullname'), visibleFrom: 'lg', cell: (m) => m.fullname ?? t('none') },
    { key: 'sponsor', header: t('members.sponsor'), visibleFrom: 'lg', cell: (m) => m.sponsor_username ?? t('none') },
    { key: 'status', header: t('members.status'), cell: (m) => <MemberStatusBadge status={m.status} /> },
    { key: 'kyc', header: t('members.kyc'), visibleFrom: 'sm', cell: (m) => <KycBadge status={m.kyc_status} /> },
    {
      key: 'joined',
      header: t('members.joined'),
      visibleFrom: 'md',
      cell: (m) => formatDateTime(m.created_at, i18n.language),
    },
  ];
  const members = useMembers(params);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TypedFilter
          label={t('members.search')}
          value={params.q}
          onChange={(q) => onParamsChange({ ...params, q, page: 1 })}
          growFrom={240}
          testId="admin-member-search"
        />
        <SegmentedControl
          aria-label={t('members.status')}
          value={params.status ?? 'all'}
          onChange={(value) =>
            onParamsChange({ ...params, status: value === 'all' ? undefined : (value as 'active' | 'frozen'), page: 1 })
          }
          data={[
            { value: 'all', label: t('members.statusAll') },
            { value: 'active', label: t('members.statuses.active') },
            { value: 'frozen', label: t('members.statuses.frozen') },
          ]}
        />
      </Group>

      <PagedTable
        query={members}
        columns={columns}
        emptyText={t('empty')}
        tableTestId="admin-member-table"
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
    </Stack>
  );
}
