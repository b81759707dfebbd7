import { Anchor, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMembers } from '../api/get-members';
import type { MemberListParams } from '../api/keys';
import { KycBadge, MemberStatusBadge } from './status-badges';
import { paths } from '@/config/paths';
import { PagedList } from '@/components/paged-list';
import type { ListScreenProps } from './list-screen-props';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** Typing waits this long before searching, so each keystroke is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

export function MemberList({ params, onParamsChange }: ListScreenProps<MemberListParams>) {
  const { t } = useTranslation('admin');
  const members = useMembers(params);
  const [search, setSearch] = useState(params.q ?? '');
  const applySearch = useDebouncedCallback(
    (q: string) => onParamsChange({ ...params, q: q.trim() || undefined, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('members.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="admin-member-search"
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

      <PagedList
        query={members}
        emptyText={t('empty')}
        onPageChange={(page) => onParamsChange({ ...params, page })}
        container={(rows) => (
          <Table highlightOnHover verticalSpacing="sm" data-testid="admin-member-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.username')}</Table.Th>
                <Table.Th visibleFrom="md">{t('members.email')}</Table.Th>
                <Table.Th visibleFrom="lg">{t('members.fullname')}</Table.Th>
                <Table.Th visibleFrom="lg">{t('members.sponsor')}</Table.Th>
                <Table.Th>{t('members.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('members.kyc')}</Table.Th>
                <Table.Th visibleFrom="md">{t('members.joined')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        )}
        renderItem={(m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.member(m.id)} fw={600} data-testid="admin-member-link">
                {m.username}
              </Anchor>
              <Text size="xs" c="dimmed" hiddenFrom="md" truncate maw={180}>
                {m.email ?? m.fullname ?? ''}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="md">{m.email ?? t('none')}</Table.Td>
            <Table.Td visibleFrom="lg">{m.fullname ?? t('none')}</Table.Td>
            <Table.Td visibleFrom="lg">{m.sponsor_username ?? t('none')}</Table.Td>
            <Table.Td>
              <MemberStatusBadge status={m.status} />
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <KycBadge status={m.kyc_status} />
            </Table.Td>
            <Table.Td visibleFrom="md">{formatDateTime(m.created_at, i18n.language)}</Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
