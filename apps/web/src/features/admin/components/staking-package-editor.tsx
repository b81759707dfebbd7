import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AdminStakingPackage,
  type PackageInput,
  languages,
  packageInput,
  packageStatuses,
  packageTypes,
} from '@tandem/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useSavePackage } from '../api/staking-admin';
import { errorText, fieldErrorText, notifyAdminSuccess } from './feedback';

interface Draft {
  code: string;
  type: (typeof packageTypes)[number];
  names: Record<(typeof languages)[number], string>;
  term_days: string;
  min_amount: string;
  max_amount: string;
  step_amount: string;
  daily_rate: string;
  surrender_after_days: string;
  penalty_percent: string;
  can_terminate_early: boolean;
  is_demo_rate: boolean;
  status: (typeof packageStatuses)[number];
  sort_order: string;
}

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
  const save = useSavePackage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(pkg));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (isOpen) {
      setDraft(draftOf(pkg));
      setErrors({});
      setFailure(null);
    }
  }, [isOpen, pkg]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const err = (key: string) => fieldErrorText(errors[key] || undefined);

  const onSubmit = async () => {
    const input = inputOf(draft);
    const parsed = packageInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    try {
      await save.mutateAsync({ id: pkg?.id ?? null, input });
      notifyAdminSuccess('admin-staking:packages.saved');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(error);
    }
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={pkg ? t('packages.editTitle', { code: pkg.code }) : t('packages.newTitle')}
      size="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        data-testid="admin-package-form"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('packages.code')}
              value={draft.code}
              onChange={(e) => set('code', e.currentTarget.value)}
              error={err('code')}
              disabled={pkg !== null}
            />
            <Select
              label={t('packages.type')}
              data={packageTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={draft.type}
              onChange={(value) => value && set('type', value as Draft['type'])}
              allowDeselect={false}
              disabled={pkg !== null && pkg.live_count > 0}
            />
            <Select
              label={t('packages.status')}
              data={packageStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              value={draft.status}
              onChange={(value) => value && set('status', value as Draft['status'])}
              allowDeselect={false}
            />
          </SimpleGrid>

          <Title order={4} size="h6">
            {t('packages.names')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {languages.map((lng) => (
              <TextInput
                key={lng}
                label={lng}
                value={draft.names[lng]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDraft((current) => ({ ...current, names: { ...current.names, [lng]: value } }));
                }}
                error={err(`names.${lng}`)}
                maxLength={60}
              />
            ))}
          </SimpleGrid>

          <Title order={4} size="h6">
            {t('packages.rules')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <TextInput
              label={t('packages.termDays')}
              value={draft.type === 'flexible' ? '' : draft.term_days}
              placeholder={draft.type === 'flexible' ? t('packages.openEnded') : undefined}
              disabled={draft.type === 'flexible'}
              onChange={(e) => set('term_days', e.currentTarget.value)}
              error={err('term_days')}
              inputMode="numeric"
            />
            <TextInput
              label={t('packages.min')}
              value={draft.min_amount}
              onChange={(e) => set('min_amount', e.currentTarget.value)}
              error={err('min_amount')}
              inputMode="numeric"
            />
            <TextInput
              label={t('packages.max')}
              value={draft.max_amount}
              placeholder={t('packages.noCap')}
              onChange={(e) => set('max_amount', e.currentTarget.value)}
              error={err('max_amount')}
              inputMode="numeric"
            />
            <TextInput
              label={t('packages.step')}
              value={draft.step_amount}
              onChange={(e) => set('step_amount', e.currentTarget.value)}
              error={err('step_amount')}
              inputMode="numeric"
            />
            <TextInput
              label={t('packages.dailyRate')}
              value={draft.daily_rate}
              onChange={(e) => set('daily_rate', e.currentTarget.value)}
              error={err('daily_rate')}
              rightSection="%"
              inputMode="decimal"
            />
            <TextInput
              label={t('packages.surrenderAfter')}
              value={draft.type === 'contract' ? '' : draft.surrender_after_days}
              placeholder={t('packages.noSurrender')}
              disabled={draft.type === 'contract'}
              onChange={(e) => set('surrender_after_days', e.currentTarget.value)}
              error={err('surrender_after_days')}
              inputMode="numeric"
            />
            <TextInput
              label={t('packages.penalty')}
              value={draft.penalty_percent}
              onChange={(e) => set('penalty_percent', e.currentTarget.value)}
              error={err('penalty_percent')}
              rightSection="%"
              inputMode="decimal"
            />
            <NumberInput
              label={t('packages.sortOrder')}
              value={draft.sort_order}
              onChange={(value) => set('sort_order', String(value))}
              min={0}
              max={1000}
              allowDecimal={false}
              error={err('sort_order')}
            />
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox
              label={t('packages.canTerminateEarly')}
              checked={draft.type !== 'contract' && draft.can_terminate_early}
              disabled={draft.type === 'contract'}
              onChange={(e) => set('can_terminate_early', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('packages.isDemoRate')}
              checked={draft.is_demo_rate}
              onChange={(e) => set('is_demo_rate', e.currentTarget.checked)}
            />
          </Group>
          {pkg !== null && pkg.live_count > 0 ? (
            <Text size="xs" c="dimmed">
              {t('packages.liveNote', { count: pkg.live_count })}
            </Text>
          ) : null}
          {failure ? (
            <Text c="red" size="sm" role="alert">
              {errorText(failure)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="admin-package-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
