import { Badge, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { askConfirmation } from '@/components/ask-confirmation';
import type { StaffAccount } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffAction, useChangeStaff } from '../api/change-staff';
import { useStaffMe } from '../api/get-me';
import { useStaffAccounts } from '../api/get-staff';
import { CreateStaffModal } from './create-staff-modal';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

const confirmKey: Record<StaffAction, string> = {
  disable: 'staff.confirmDisable',
  enable: 'staff.confirmEnable',
  resetTotp: 'staff.confirmResetTotp',
};

export function StaffList() {
  const { t } = useTranslation('admin');
  const staff = useStaffAccounts();
  const { data: me } = useStaffMe();
  const change = useChangeStaff();
  const [isCreateOpen, setCreateOpen] = useState(false);

  const ask = async (account: StaffAccount, action: StaffAction) => {
    const isSure = await askConfirmation({
      title: t(`staff.${action}`),
      children: <Text size="sm">{t(confirmKey[action], { username: account.username })}</Text>,
      color: action === 'enable' ? 'teal' : 'red',
      testId: 'staff-confirm',
    });
    if (!isSure) return;
    change.mutate(
      { action, id: account.id },
      { onSuccess: () => notifySuccess('admin:staff.changed'), onError: notifyError },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setCreateOpen(true)} data-testid="staff-create-open">
          {t('staff.create')}
        </Button>
      </Group>
      {staff.isPending ? (
        <PageLoader />
      ) : staff.isError ? (
        <LoadError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <Table verticalSpacing="sm" data-testid="staff-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.username')}</Table.Th>
              <Table.Th>{t('staff.role')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('staff.status')}</Table.Th>
              <Table.Th visibleFrom="md">{t('staff.totp')}</Table.Th>
              <Table.Th visibleFrom="md">{t('members.joined')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.data.map((account) => {
              const isMe = account.id === me?.id;
              return (
                <Table.Tr key={account.id} data-testid={`staff-row-${account.username}`}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                      {account.username}
                      {isMe ? (
                        <Text span c="dimmed" size="xs">
                          {' '}
                          ({t('staff.you')})
                        </Text>
                      ) : null}
                    </Text>
                    <Group gap={4} hiddenFrom="sm" mt={2}>
                      {account.status === 'disabled' ? (
                        <Badge color="gray" size="xs">
                          {t('staff.statuses.disabled')}
                        </Badge>
                      ) : null}
                      {account.is_locked ? (
                        <Badge color="red" size="xs">
                          {t('staff.locked')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`roles.${account.role}`)}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Group gap={4}>
                      <Badge color={account.status === 'active' ? 'teal' : 'gray'} variant="light">
                        {t(`staff.statuses.${account.status}`)}
                      </Badge>
                      {account.is_locked ? (
                        <Badge color="red" variant="light">
                          {t('staff.locked')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="md">{account.has_totp ? t('staff.totpOn') : t('staff.totpOff')}</Table.Td>
                  <Table.Td visibleFrom="md">{formatDateTime(account.created_at, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    {isMe ? null : (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t('member.actions')}
                            data-testid="staff-actions"
                          >
                            ⋯
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {account.status === 'active' ? (
                            <Menu.Item color="red" onClick={() => ask(account, 'disable')}>
                              {t('staff.disable')}
                            </Menu.Item>
                          ) : (
                            <Menu.Item onClick={() => ask(account, 'enable')}>{t('staff.enable')}</Menu.Item>
                          )}
                          <Menu.Item onClick={() => ask(account, 'resetTotp')}>{t('staff.resetTotp')}</Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <CreateStaffModal isOpen={isCreateOpen} onClose={() => setCreateOpen(false)} />
    </Stack>
  );
}
