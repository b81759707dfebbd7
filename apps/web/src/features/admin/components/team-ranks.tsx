import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { type RankRule, rankRulesInput } from '@tandem/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../api/get-me';
import { useRankRules, useSaveRankRules } from '../api/staking-admin';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { FailureText } from './dialog-actions';

interface Row {
  name_en: string;
  team_volume: string;
  bonus_percent: string;
}

const rowOf = (rule: RankRule): Row => ({
  name_en: rule.name_en,
  team_volume: rule.team_volume.replace(/\.0+$/, ''),
  bonus_percent: rule.bonus_percent.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
});

/**
 * The rank table: team volume needed and the bonus share of each rank. Saved whole (the server
 * re-ranks every member at once), checked with the API's schema first.
 */
export function TeamRanks() {
  const { t } = useTranslation('admin-staking');
  const fieldError = useFieldErrorText();
  const rules = useRankRules();
  const save = useSaveRankRules();
  const canManage = useCan('team.manage');
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (rules.data) setRows(rules.data.map(rowOf));
  }, [rules.data]);

  if (rules.isPending) return <PageLoader />;
  if (rules.isError) return <LoadError error={rules.error} onRetry={() => void rules.refetch()} />;

  const set = (index: number, key: keyof Row, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
    setErrors({});
  };

  const onSave = async () => {
    const input = { ranks: rows.map((row, rank) => ({ rank, ...row })) };
    const parsed = rankRulesInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync(parsed.data);
      notifySuccess('admin-staking:ranks.saved');
    } catch (error) {
      setFailure(error);
    }
  };

  const err = (index: number, key: string) => fieldError(errors[`ranks.${index}.${key}`]);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('ranks.intro')}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" data-testid="admin-ranks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('ranks.rank')}</Table.Th>
                <Table.Th>{t('ranks.name')}</Table.Th>
                <Table.Th>{t('ranks.teamVolume')}</Table.Th>
                <Table.Th>{t('ranks.bonusPercent')}</Table.Th>
                {canManage ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{index}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      value={row.name_en}
                      onChange={(e) => set(index, 'name_en', e.currentTarget.value)}
                      error={err(index, 'name_en')}
                      disabled={!canManage}
                      aria-label={t('ranks.name')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      value={row.team_volume}
                      onChange={(e) => set(index, 'team_volume', e.currentTarget.value)}
                      error={err(index, 'team_volume')}
                      disabled={!canManage || index === 0}
                      rightSection="USDT"
                      rightSectionWidth={48}
                      inputMode="numeric"
                      aria-label={t('ranks.teamVolume')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      value={row.bonus_percent}
                      onChange={(e) => set(index, 'bonus_percent', e.currentTarget.value)}
                      error={err(index, 'bonus_percent')}
                      disabled={!canManage}
                      rightSection="%"
                      inputMode="decimal"
                      aria-label={t('ranks.bonusPercent')}
                    />
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      {index > 0 && index === rows.length - 1 ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setRows(rows.slice(0, -1))}
                        >
                          {t('ranks.remove')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {errors.ranks ? (
        <Text c="red" size="sm">
          {fieldError(errors.ranks)}
        </Text>
      ) : null}
      <FailureText error={failure} />
      {canManage ? (
        <Group justify="space-between">
          <Button
            size="xs"
            variant="light"
            onClick={() => setRows([...rows, { name_en: '', team_volume: '', bonus_percent: '0' }])}
          >
            {t('ranks.add')}
          </Button>
          <Button size="xs" loading={save.isPending} onClick={() => void onSave()} data-testid="admin-ranks-save">
            {t('save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
