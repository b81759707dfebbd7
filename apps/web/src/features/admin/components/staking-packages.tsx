import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AdminStakingPackage } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../api/get-me';
import { useAdminPackages } from '../api/get-admin-packages';
import { formatUsdt } from '@/lib/format';
import { StakingPackageEditor } from './staking-package-editor';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';

const trim = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** The packages on offer and withdrawn, with their rules and what is staked in each; staff with the right edit them. */
export function StakingPackages() {
  const { t, i18n } = useTranslation('admin-staking');
  const packages = useAdminPackages();
  const canManage = useCan('staking.manage');
  const [editing, setEditing] = useState<AdminStakingPackage | null | 'new'>(null);

  if (packages.isPending) return <PageLoader />;
  if (packages.isError) return <LoadError error={packages.error} onRetry={() => void packages.refetch()} />;
  const lng = i18n.language as keyof AdminStakingPackage['names'];

  return (
    <Stack gap="sm">
      {canManage ? (
        <Group justify="flex-end">
          <Button size="xs" onClick={() => setEditing('new')} data-testid="admin-package-new">
            {t('packages.new')}
          </Button>
        </Group>
      ) : null}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover fz="sm" data-testid="admin-packages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('packages.name')}</Table.Th>
                <Table.Th>{t('packages.type')}</Table.Th>
                <Table.Th>{t('packages.termDays')}</Table.Th>
                <Table.Th>{t('packages.amounts')}</Table.Th>
                <Table.Th>{t('packages.dailyRate')}</Table.Th>
                <Table.Th>{t('packages.exit')}</Table.Th>
                <Table.Th>{t('packages.live')}</Table.Th>
                <Table.Th>{t('packages.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {packages.data.map((pkg) => (
                <Table.Tr key={pkg.id} data-testid={`admin-package-${pkg.code}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {pkg.names[lng] ?? pkg.names.en}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {pkg.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`types.${pkg.type}`)}</Table.Td>
                  <Table.Td>{pkg.term_days ?? t('packages.openEnded')}</Table.Td>
                  <Table.Td>
                    {t('packages.amountRule', {
                      min: trim(pkg.min_amount),
                      max: pkg.max_amount === null ? t('packages.noCap') : trim(pkg.max_amount),
                      step: trim(pkg.step_amount),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {trim(pkg.daily_rate)}%
                      {pkg.is_demo_rate ? (
                        <Text span size="xs" c="yellow.9">
                          ({t('packages.demo')})
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {pkg.surrender_after_days === null
                      ? pkg.type === 'flexible'
                        ? t('packages.redeemAnyTime')
                        : t('packages.noSurrender')
                      : t('packages.surrenderRule', {
                          days: pkg.surrender_after_days,
                          percent: trim(pkg.penalty_percent),
                        })}
                  </Table.Td>
                  <Table.Td>
                    {t('packages.liveLine', {
                      count: pkg.live_count,
                      amount: formatUsdt(pkg.live_principal, i18n.language),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={pkg.status === 'active' ? 'teal.8' : 'dimmed'}>
                      {t(`statuses.${pkg.status}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {canManage ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setEditing(pkg)}
                        data-testid={`admin-package-edit-${pkg.code}`}
                      >
                        {t('edit')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <StakingPackageEditor
        pkg={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
