import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  type CannedReply,
  CANNED_TITLE_MAX,
  TICKET_CONTENT_MAX,
  cannedReplyInput,
  isLanguage,
  languages,
} from '@tandem/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/form-text-input';
import { languageNames } from '@/lib/i18n';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/tickets';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { notifyError, notifySuccess } from '@/lib/notify';
import { RowMutationButton } from './row-mutation-button';
import { FormSelect, FormTextarea } from '@/components/form-fields';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';

const languageOptions = languages.map((l) => ({ value: l, label: languageNames[l] }));

function CannedForm({ initial, onDone }: { initial?: CannedReply; onDone: () => void }) {
  const { t } = useTranslation('tickets');
  const save = useSaveCannedReply();
  const form = useSchemaForm(
    cannedReplyInput,
    {
      language: isLanguage(initial?.language) ? initial.language : 'zh',
      title: initial?.title ?? '',
      content: initial?.content ?? '',
    },
    'onSubmit',
  );
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: initial?.id, ...values },
      {
        onSuccess: () => {
          notifySuccess('tickets:admin.saved');
          onDone();
        },
        onError: notifyError,
      },
    ),
  );
  const field = fieldBinder(form.control, 'canned');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <FormSelect
          control={form.control}
          name="language"
          label={t('admin.language')}
          data={languageOptions}
          allowDeselect={false}
        />
        <FormTextInput {...field('title')} label={t('fields.title')} maxLength={CANNED_TITLE_MAX} />
        <FormTextarea {...field('content')} label={t('fields.content')} minRows={3} maxLength={TICKET_CONTENT_MAX} />
        <Group gap="xs">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!title.trim() || !content.trim()}
            data-testid="canned-save"
          >
            {t('admin.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Canned replies per language: support picks them in the reply box of a ticket in the member's language. */
export function CannedReplies() {
  const { t } = useTranslation('tickets');
  const [language, setLanguage] = useState<string | null>(null);
  const list = useCannedReplies(language ?? undefined);
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Select
          placeholder={t('admin.allLanguages')}
          data={languageOptions}
          value={language}
          onChange={setLanguage}
          clearable
          w={220}
        />
        <Button onClick={() => setEditing('new')} data-testid="canned-new">
          {t('admin.newCanned')}
        </Button>
      </Group>
      {editing ? (
        <CannedForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('admin.empty')}
        </Text>
      ) : (
        list.data.map((c) => (
          <Paper key={c.id} withBorder p="md" radius="md" data-testid="canned-row">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate="end">
                {c.title}
              </Text>
              <Text size="xs" c="dimmed">
                {languageNames[c.language as keyof typeof languageNames] ?? c.language}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.content}
            </Text>
            <Group gap="xs" mt="sm">
              <Button size="compact-sm" variant="light" onClick={() => setEditing(c)}>
                {t('admin.edit')}
              </Button>
              <RowMutationButton mutation={remove} id={c.id} doneKey="tickets:admin.deleted" color="red">
                {t('admin.delete')}
              </RowMutationButton>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
