import { Group, NumberInput, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminStakingPackage,
  type PackageInput,
  languages,
  packageInput,
  packageStatuses,
  packageTypes,
} from '@tandem/contracts';
import { useState } from 'react';
import { Controller, type FieldPath, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { useSavePackage } from '../api/save-package';
import { notifySuccess } from '@/lib/notify';
import { FormDialog, useDialogForm } from './form-dialog';
import { FormCheckbox, FormSelect } from '@/components/form-fields';

/** What the fields hold: text as typed, turned into the contract's input by inputOf. */
const draftSchema = z.object({
  code: z.string(),
  type: z.enum(packageTypes),
  names: z.record(z.enum(languages), z.string()),
  term_days: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  step_amount: z.string(),
  daily_rate: z.string(),
  surrender_after_days: z.string(),
  penalty_percent: z.string(),
  can_terminate_early: z.boolean(),
  is_demo_rate: z.boolean(),
  status: z.enum(packageStatuses),
  sort_order: z.string(),
});
type Draft = z.infer<typeof draftSchema>;

/** The fields as typed, checked by the API's own schema after inputOf; its issues name the same fields. */
const schema = draftSchema.transform((draft) => inputOf(draft)).pipe(packageInput);
const fieldNames = [
  'code',
  'type',
  'term_days',
  'min_amount',
  'max_amount',
  'step_amount',
  'daily_rate',
  'surrender_after_days',
  'penalty_percent',
  'sort_order',
  ...languages.map((lng) => `names.${lng}`),
];

const whole = (amount: string) => amount.replace(/\.0+$/, '');
const trimRate = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function draftOf(pkg: AdminStakingPackage | null): Draft {
  const emptyNames = Object.fromEntries(languages.map((lng) => [lng, ''])) as Draft['names'];
  if (!pkg)
    return {
      code: '',
      type: 'fixed',
      names: emptyNames,
      term_days: '180',
      min_amount: '100',
      max_amount: '',
      step_amount: '100',
      daily_rate: '',
      surrender_after_days: '95',
      penalty_percent: '10',
      can_terminate_early: true,
      is_demo_rate: false,
      status: 'inactive',
      sort_order: '0',
    };
  return {
    code: pkg.code,
    type: pkg.type,
    names: { ...emptyNames, ...pkg.names },
    term_days: pkg.term_days === null ? '' : String(pkg.term_days),
    min_amount: whole(pkg.min_amount),
    max_amount: pkg.max_amount === null ? '' : whole(pkg.max_amount),
    step_amount: whole(pkg.step_amount),
    daily_rate: trimRate(pkg.daily_rate),
    surrender_after_days: pkg.surrender_after_days === null ? '' : String(pkg.surrender_after_days),
    penalty_percent: trimRate(pkg.penalty_percent),
    can_terminate_early: pkg.can_terminate_early,
    is_demo_rate: pkg.is_demo_rate,
    status: pkg.status,
    sort_order: String(pkg.sort_order),
  };
}

/** The draft as the API takes it; empty optional fields mean "none". */
function inputOf(draft: Draft): PackageInput {
  const intOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    code: draft.code,
    type: draft.type,
    names: draft.names,
    term_days: draft.type === 'flexible' ? null : intOrNull(draft.term_days),
    min_amount: draft.min_amount.trim(),
    max_amount: draft.max_amount.trim() === '' ? null : draft.max_amount.trim(),
    step_amount: draft.step_amount.trim(),
    daily_rate: draft.daily_rate.trim(),
    surrender_after_days: draft.type === 'contract' ? null : intOrNull(draft.surrender_after_days),
    penalty_percent: draft.penalty_percent.trim() === '' ? '0' : draft.penalty_percent.trim(),
    can_terminate_early: draft.type === 'contract' ? false : draft.can_terminate_early,
    is_demo_rate: draft.is_demo_rate,
    status: draft.status,
    sort_order: Number(draft.sort_order) || 0,
  } as PackageInput;
}

/**
 * Creates or edits a package: names in all nine languages, the type, term, amount rules, rate,
 * surrender rule and penalty, and whether it is on offer. Checked with the API's own schema first;
 * the server checks again and names any field it refuses.
 */
export function StakingPackageEditor({
  pkg,
  isOpen,
  onClose,
}: {
  pkg: AdminStakingPackage | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-staking');
  const fieldError = useFieldErrorText();
  const save = useSavePackage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useDialogForm(isOpen, schema, draftOf(pkg), () => setFailure(null));
  const type = useWatch({ control: form.control, name: 'type' });

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: pkg?.id ?? null, input });
      notifySuccess('admin-staking:packages.saved');
      onClose();
    } catch (error) {
      // Fields the server names show under their inputs; the failure itself stays in the dialog.
      if (error instanceof ApiError) {
        for (const [name, key] of Object.entries(error.fields)) {
          if (fieldNames.includes(name)) form.setError(name as FieldPath<Draft>, { type: 'server', message: key });
        }
      }
      setFailure(error);
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={pkg ? t('packages.editTitle', { code: pkg.code }) : t('packages.newTitle')}
      size="lg"
      gap="sm"
      onSubmit={(event) => void onSubmit(event)}
      formTestId="admin-package-form"
      error={failure}
      confirmLabel={t('save')}
      isPending={save.isPending}
      testId="admin-package-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField form={form} name="code" label={t('packages.code')} disabled={pkg !== null} />
        <FormSelect
          control={form.control}
          name="type"
          label={t('packages.type')}
          data={packageTypes.map((option) => ({ value: option, label: t(`types.${option}`) }))}
          allowDeselect={false}
          disabled={pkg !== null && pkg.live_count > 0}
        />
        <FormSelect
          control={form.control}
          name="status"
          label={t('packages.status')}
          data={packageStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          allowDeselect={false}
        />
      </SimpleGrid>

      <Title order={4} size="h6">
        {t('packages.names')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {languages.map((lng) => (
          <TextField key={lng} form={form} name={`names.${lng}`} label={lng} maxLength={60} />
        ))}
      </SimpleGrid>

      <Title order={4} size="h6">
        {t('packages.rules')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <TextField
          form={form}
          name="term_days"
          label={t('packages.termDays')}
          placeholder={type === 'flexible' ? t('packages.openEnded') : undefined}
          disabled={type === 'flexible'}
          inputMode="numeric"
        />
        <TextField form={form} name="min_amount" label={t('packages.min')} inputMode="numeric" />
        <TextField
          form={form}
          name="max_amount"
          label={t('packages.max')}
          placeholder={t('packages.noCap')}
          inputMode="numeric"
        />
        <TextField form={form} name="step_amount" label={t('packages.step')} inputMode="numeric" />
        <TextField form={form} name="daily_rate" label={t('packages.dailyRate')} percent inputMode="decimal" />
        <TextField
          form={form}
          name="surrender_after_days"
          label={t('packages.surrenderAfter')}
          placeholder={t('packages.noSurrender')}
          disabled={type === 'contract'}
          inputMode="numeric"
        />
        <TextField form={form} name="penalty_percent" label={t('packages.penalty')} percent inputMode="decimal" />
        <Controller
          control={form.control}
          name="sort_order"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('packages.sortOrder')}
              value={field.value}
              onChange={(value) => field.onChange(String(value))}
              min={0}
              max={1000}
              allowDecimal={false}
              error={fieldError(fieldState.error)}
            />
          )}
        />
      </SimpleGrid>
      <Group gap="lg">
        <FormCheckbox
          control={form.control}
          name="can_terminate_early"
          label={t('packages.canTerminateEarly')}
          disabled={type === 'contract'}
        />
        <FormCheckbox control={form.control} name="is_demo_rate" label={t('packages.isDemoRate')} />
      </Group>
      {pkg !== null && pkg.live_count > 0 ? (
        <Text size="xs" c="dimmed">
          {t('packages.liveNote', { count: pkg.live_count })}
        </Text>
      ) : null}
    </FormDialog>
  );
}

type TextName = Exclude<FieldPath<Draft>, 'type' | 'status' | 'names' | 'can_terminate_early' | 'is_demo_rate'>;

/**
 * One text field of the draft. Controlled, so a disabled field (the term of a flexible package, the
 * surrender rule of a contract) still holds its text and shows empty, as inputOf ignores it.
 */
function TextField(props: {
  form: UseFormReturn<Draft, unknown, z.output<typeof schema>>;
  name: TextName;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
  percent?: boolean;
}) {
  const fieldError = useFieldErrorText();
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextInput
          label={props.label}
          value={props.disabled && props.name !== 'code' ? '' : (field.value as string)}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          placeholder={props.placeholder}
          disabled={props.disabled}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          rightSection={props.percent ? '%' : undefined}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}
