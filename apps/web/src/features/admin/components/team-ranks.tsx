import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Table, Text, TextInput, type TextInputProps } from '@mantine/core';
import { type RankRule, type RankRulesInput, languages, rankRulesInput } from '@tandem/contracts';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useCan } from '../api/get-me';
import { useRankRules } from '../api/get-rank-rules';
import { useSaveRankRules } from '../api/save-rank-rules';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { useFieldErrorText } from '@/lib/form-errors';
import { languageNames } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { FailureText } from './dialog-actions';

/** The languages a rank is named in besides English (name_en, the one every rank needs). */
const otherLanguages = languages.filter((lng) => lng !== 'en');
type OtherLanguage = (typeof otherLanguages)[number];

const rowSchema = z.object({
  name_en: z.string(),
  names: z.record(z.string(), z.string()).optional(),
  team_volume: z.string(),
  bonus_percent: z.string(),
});
type Row = z.infer<typeof rowSchema>;
type Draft = { ranks: Row[] };
/** The rows as typed, numbered by their place and checked by the API's own schema (its issues name the same fields). */
const schema = z
  .object({ ranks: z.array(rowSchema) })
  .transform((draft) => ({ ranks: draft.ranks.map((row, rank) => ({ rank, ...row })) }))
  .pipe(rankRulesInput);

const rowOf = (rule: RankRule): Row => ({
  name_en: rule.name_en,
  names: Object.fromEntries(otherLanguages.map((lng) => [lng, rule.names[lng] ?? ''])),
  team_volume: rule.team_volume.replace(/\.0+$/, ''),
  bonus_percent: rule.bonus_percent.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
});

/**
 * The rank table: team volume needed and the bonus share of each rank. Saved whole (the server
 * re-ranks every member at once), checked with the API's schema first.
 */
export function TeamRanks() {
  const rules = useRankRules();
  if (rules.isPending) return <PageLoader />;
  if (rules.isError) return <LoadError error={rules.error} onRetry={() => void rules.refetch()} />;
  // Keyed by the saved table, so a save (or a colleague's) starts the form again from it.
  return <RankTable key={JSON.stringify(rules.data)} rules={rules.data} />;
}

function RankTable({ rules }: { rules: RankRule[] }) {
  const { t } = useTranslation('admin-staking');
  const fieldError = useFieldErrorText();
  const save = useSaveRankRules();
  const canManage = useCan('team.manage');
  const form = useForm<Draft, unknown, RankRulesInput>({
    resolver: zodResolver(schema),
    defaultValues: { ranks: rules.map(rowOf) },
  });
  const rows = useFieldArray({ control: form.control, name: 'ranks' });
  const [failure, setFailure] = useState<unknown>(null);
  const { errors } = form.formState;

  const onSave = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      notifySuccess('admin-staking:ranks.saved');
    } catch (error) {
      setFailure(error);
    }
  });

  const cell = (
    index: number,
    name: Exclude<keyof Row, 'names'> | `names.${OtherLanguage}`,
    props: Omit<TextInputProps, 'error' | 'size'>,
  ) => (
    <Controller
      control={form.control}
      name={`ranks.${index}.${name}`}
      render={({ field, fieldState }) => (
        <TextInput
          size="xs"
          {...props}
          value={field.value}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
  const tableError = errors.ranks?.root ?? errors.ranks;

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
              {rows.fields.map((row, index) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{index}</Table.Td>
                  <Table.Td>{cell(index, 'name_en', { disabled: !canManage, 'aria-label': t('ranks.name') })}</Table.Td>
                  <Table.Td>
                    {cell(index, 'team_volume', {
                      disabled: !canManage || index === 0,
                      rightSection: 'USDT',
                      rightSectionWidth: 48,
                      inputMode: 'numeric',
                      'aria-label': t('ranks.teamVolume'),
                    })}
                  </Table.Td>
                  <Table.Td>
                    {cell(index, 'bonus_percent', {
                      disabled: !canManage,
                      rightSection: '%',
                      inputMode: 'decimal',
                      'aria-label': t('ranks.bonusPercent'),
                    })}
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      {index > 0 && index === rows.fields.length - 1 ? (
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => rows.remove(index)}>
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
      <Text size="sm" fw={600}>
        {t('ranks.names')}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={960}>
          <Table fz="sm" data-testid="admin-rank-names">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('ranks.rank')}</Table.Th>
                {otherLanguages.map((lng) => (
                  <Table.Th key={lng} lang={lng}>
                    {languageNames[lng]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.fields.map((row, index) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{index}</Table.Td>
                  {otherLanguages.map((lng) => (
                    <Table.Td key={lng}>
                      {cell(index, `names.${lng}`, {
                        disabled: !canManage,
                        lang: lng,
                        placeholder: row.name_en,
                        'aria-label': `${t('ranks.name')} (${languageNames[lng]})`,
                        'data-testid': `admin-rank-name-${index}-${lng}`,
                      } as Omit<TextInputProps, 'error' | 'size'>)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('ranks.namesHint')}
      </Text>
      {tableError?.message ? (
        <Text c="red" size="sm">
          {fieldError(tableError.message)}
        </Text>
      ) : null}
      <FailureText error={failure} />
      {canManage ? (
        <Group justify="space-between">
          <Button
            size="xs"
            variant="light"
            onClick={() => rows.append({ name_en: '', names: {}, team_volume: '', bonus_percent: '0' })}
          >
            {t('ranks.add')}
          </Button>
          <Button
            size="xs"
            loading={save.isPending}
            onClick={(event) => void onSave(event)}
            data-testid="admin-ranks-save"
          >
            {t('save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
