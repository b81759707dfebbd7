import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditListParams } from '../api/keys';
import { AuditEntryCard, useActionLabel } from './audit-entry-card';
import { PagedList } from '@/components/paged-list';

/** The filters as typed; dates are whole days in the reader's time zone, `to` included. */
export interface AuditFilterForm {
  staff: string;
  action: string;
  target_type: string;
  target_id: string;
  fromDate: string;
  toDate: string;
}

export const emptyAuditFilter: AuditFilterForm = {
  staff: '',
  action: '',
  target_type: '',
  target_id: '',
  fromDate: '',
  toDate: '',
};

const DAY_MS = 24 * 3600_000;

function dayStart(date: string): Date | null {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d);
}

/** Form → API query: empty fields left out, dates to instants (`to` is the start of the next day). */
export function toAuditParams(form: AuditFilterForm, page: number): AuditListParams {
  const from = form.fromDate ? dayStart(form.fromDate) : null;
  const to = form.toDate ? dayStart(form.toDate) : null;
  return {
    page,
    ...(form.staff.trim() ? { staff: form.staff.trim() } : {}),
    ...(form.action.trim() ? { action: form.action.trim() } : {}),
    ...(form.target_type.trim() ? { target_type: form.target_type.trim() } : {}),
    ...(form.target_id.trim() ? { target_id: form.target_id.trim() } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: new Date(to.getTime() + DAY_MS).toISOString() } : {}),
  };
}

export function AuditLog({
  filter,
  page,
  onChange,
}: {
  filter: AuditFilterForm;
  page: number;
  onChange: (filter: AuditFilterForm, page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(filter);
  const audit = useAuditLog(toAuditParams(filter, page));
  const actionLabel = useActionLabel();
  const actionChoices = AUDIT_ACTIONS.map((code) => ({ value: code, label: actionLabel(code) }));
  const field = (name: keyof AuditFilterForm) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [name]: event.currentTarget.value }),
  });

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChange(draft, 1);
          }}
        >
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            <TextInput
              label={t('audit.staff')}
              autoCapitalize="none"
              {...field('staff')}
              data-testid="audit-filter-staff"
            />
            <Select
              label={t('audit.action')}
              data={actionChoices}
              searchable
              clearable
              value={draft.action || null}
              onChange={(action) => setDraft({ ...draft, action: action ?? '' })}
              data-testid="audit-filter-action"
            />
            <TextInput
              label={t('audit.targetType')}
              placeholder="member"
              autoCapitalize="none"
              {...field('target_type')}
            />
            <TextInput label={t('audit.targetId')} {...field('target_id')} />
            <TextInput type="date" label={t('audit.from')} {...field('fromDate')} />
            <TextInput type="date" label={t('audit.to')} {...field('toDate')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                setDraft(emptyAuditFilter);
                onChange(emptyAuditFilter, 1);
              }}
            >
              {t('audit.reset')}
            </Button>
            <Button type="submit" data-testid="audit-filter-apply">
              {t('audit.apply')}
            </Button>
          </Group>
        </form>
      </Paper>

      <PagedList
        query={audit}
        emptyText={t('empty')}
        onPageChange={(next) => onChange(filter, next)}
        renderItem={(entry) => <AuditEntryCard key={entry.id} entry={entry} />}
      />
    </Stack>
  );
}
