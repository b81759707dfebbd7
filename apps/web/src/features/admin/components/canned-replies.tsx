import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  type CannedReply,
  CANNED_TITLE_MAX,
  type Language,
  TICKET_CONTENT_MAX,
  isLanguage,
  languages,
} from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames } from '@/lib/i18n';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/tickets';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { notifyError, notifySuccess } from '@/lib/notify';

const languageOptions = languages.map((l) => ({ value: l, label: languageNames[l] }));

function CannedForm({ initial, onDone }: { initial?: CannedReply; onDone: () => void }) {
  const { t } = useTranslation('tickets');
  const save = useSaveCannedReply();
  const [language, setLanguage] = useState<Language>(isLanguage(initial?.language) ? initial.language : 'zh');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const submit = () =>
    save.mutate(
      { id: initial?.id, language, title: title.trim(), content: content.trim() },
      {
        onSuccess: () => {
          notifySuccess('tickets:admin.saved');
          onDone();
        },
        onError: notifyError,
      },
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Select
          label={t('admin.language')}
          data={languageOptions}
          value={language}
          onChange={(v) => isLanguage(v) && setLanguage(v)}
          allowDeselect={false}
        />
        <TextInput
          label={t('fields.title')}
          maxLength={CANNED_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-testid="canned-title"
        />
        <Textarea
          label={t('fields.content')}
          autosize
          minRows={3}
          maxLength={TICKET_CONTENT_MAX}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          data-testid="canned-content"
        />
        <Group gap="xs">
          <Button
            onClick={submit}
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
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                loading={remove.isPending && remove.variables === c.id}
                onClick={() =>
                  remove.mutate(c.id, {
                    onSuccess: () => notifySuccess('tickets:admin.deleted'),
                    onError: notifyError,
                  })
                }
              >
                {t('admin.delete')}
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
