import { Button, FileButton, Group, Image, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminNewsItem,
  NEWS_DESCRIPTION_MAX,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_TITLE_MAX,
  type Language,
  isLanguage,
  languages,
  newsInput,
} from '@tandem/contracts';
import { useWatch } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { i18n, languageNames } from '@/lib/i18n';
import {
  useAdminNewsImage,
  usePublishNews,
  useRemoveNewsImage,
  useSaveNews,
  useUnpublishNews,
  useUploadNewsImage,
} from '../api/news';
import { NewsStatusBadge } from './news-admin-list';
import { formatDate, formatDateTime } from '@/lib/format';
import { handleFormError } from '@/lib/form-errors';
import { FormTextInput } from '@/components/form-text-input';
import { notifyError, notifySuccess } from '@/lib/notify';
import { FormSelect, FormTextarea } from '@/components/form-fields';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';

/** `datetime-local` speaks the browser's local time without a zone; the API wants an ISO instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** How members will see it: the same layout as the member news modal, in the item's language. */
function Preview({
  item,
  title,
  description,
  language,
}: {
  item?: AdminNewsItem;
  title: string;
  description: string;
  language: string;
}) {
  const { t } = useTranslation('news');
  const imageUrl = useAdminNewsImage(item?.public_path ?? null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="news-preview" lang={language}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('admin.preview', { language: languageNames[language as Language] ?? language })}
      </Text>
      <Stack gap="sm">
        {imageUrl ? <Image src={imageUrl} alt="" radius="md" mah={240} fit="cover" /> : null}
        <Title order={3}>{title || '—'}</Title>
        <Text size="xs" c="dimmed">
          {formatDate(item ? item.updated_at : new Date().toISOString(), language)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{description || '—'}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * One tab per language; a language the item has a version in is bold, one without is dimmed, and saving on its tab
 * adds it. The default language's tab is marked with a dot.
 */
function VersionTabs({
  item,
  language,
  onChange,
}: {
  item: AdminNewsItem;
  language: string;
  onChange: (language: Language) => void;
}) {
  const has = new Set(item.versions.map((v) => v.language));
  return (
    <Tabs value={language} onChange={(v) => isLanguage(v) && onChange(v)} variant="outline">
      <Tabs.List data-testid="news-version-tabs">
        {languages.map((l) => (
          <Tabs.Tab
            key={l}
            value={l}
            fw={has.has(l) ? 700 : 400}
            c={has.has(l) ? undefined : 'dimmed'}
            data-has-version={has.has(l) || undefined}
            data-testid={`news-tab-${l}`}
          >
            {languageNames[l]}
            {l === item.language ? ' •' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** Create or edit one item, then publish now, schedule, or take it down; image upload with preview. */
export function NewsEditor({ item, onCreated }: { item?: AdminNewsItem; onCreated: (id: string) => void }) {
  const { t } = useTranslation('news');
  const save = useSaveNews();
  const publish = usePublishNews();
  const unpublish = useUnpublishNews();
  const upload = useUploadNewsImage();
  const removeImage = useRemoveNewsImage();
  const form = useSchemaForm(
    newsInput,
    {
      news_type: item?.news_type === 2 ? 2 : 1,
      language: isLanguage(item?.language) ? item.language : 'zh',
      title: item?.title ?? '',
      description: item?.description ?? '',
    },
    'onSubmit',
  );
  const [language, title, description] = useWatch({
    control: form.control,
    name: ['language', 'title', 'description'],
  });
  const [scheduleAt, setScheduleAt] = useState(item ? toLocalInput(item.publish_at) : '');
  // Decided when the time is picked (not while rendering): a future time schedules instead of publishing now.
  const [isFuture, setIsFuture] = useState(item?.is_scheduled ?? false);
  const done = (key: string) => ({
    onSuccess: () => notifySuccess(`news:admin.${key}`),
    onError: notifyError,
  });

  const onSave = form.handleSubmit((values) =>
    save.mutate(
      { id: item?.id, ...values, ...(item && scheduleAt ? { publish_at: toIso(scheduleAt) } : {}) },
      {
        onSuccess: (saved) => {
          notifySuccess('news:admin.saved');
          if (!item) onCreated(saved.id);
        },
        onError: (error) => handleFormError(error, form.setError, ['title', 'description']),
      },
    ),
  );

  /** Another language's tab: its version's text, or empty fields to write a new one. */
  const showVersion = (next: Language) => {
    const version = item?.versions.find((v) => v.language === next);
    form.setValue('language', next);
    form.setValue('title', version?.title ?? '');
    form.setValue('description', version?.description ?? '');
    form.clearErrors();
  };

  const field = fieldBinder(form.control, 'news');
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="form" noValidate onSubmit={(event) => void onSave(event)}>
        <Stack gap="sm">
          {item ? (
            <Group gap="xs">
              <NewsStatusBadge status={item.status} isScheduled={item.is_scheduled} />
              <Text size="xs" c="dimmed">
                {t('admin.publishAtShort', { date: formatDateTime(item.publish_at, i18n.language) })}
              </Text>
            </Group>
          ) : null}
          <Group grow wrap="wrap">
            <FormSelect
              {...field('news_type', 'type')}
              label={t('admin.type')}
              data={[
                { value: 1, label: t('admin.type1') },
                { value: 2, label: t('admin.type2') },
              ]}
              allowDeselect={false}
            />
            {item ? null : (
              <FormSelect
                {...field('language')}
                label={t('admin.language')}
                data={languages.map((l) => ({ value: l, label: languageNames[l] }))}
                allowDeselect={false}
              />
            )}
          </Group>
          {item ? <VersionTabs item={item} language={language} onChange={showVersion} /> : null}
          <FormTextInput {...field('title')} label={t('admin.fieldTitle')} maxLength={NEWS_TITLE_MAX} />
          <FormTextarea
            {...field('description')}
            label={t('admin.description')}
            minRows={6}
            maxLength={NEWS_DESCRIPTION_MAX}
          />
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!title.trim() || !description.trim()}
            data-testid="news-save"
          >
            {item ? t('admin.save') : t('admin.createDraft')}
          </Button>
        </Stack>
      </Paper>
      {item ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput
              type="datetime-local"
              label={t('admin.publishAt')}
              description={t('admin.publishAtHint')}
              value={scheduleAt}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setScheduleAt(value);
                setIsFuture(value !== '' && new Date(value).getTime() > Date.now());
              }}
              data-testid="news-publish-at"
            />
            <Group gap="xs" wrap="wrap">
              <Button
                color="teal"
                loading={publish.isPending}
                onClick={() =>
                  publish.mutate(
                    { id: item.id, publish_at: isFuture ? toIso(scheduleAt) : undefined },
                    done(isFuture ? 'scheduled' : 'published'),
                  )
                }
                data-testid="news-publish"
              >
                {isFuture ? t('admin.schedule') : t('admin.publishNow')}
              </Button>
              {item.status === 'published' ? (
                <Button
                  color="orange"
                  variant="light"
                  loading={unpublish.isPending}
                  onClick={() => unpublish.mutate(item.id, done('unpublished'))}
                  data-testid="news-unpublish"
                >
                  {t('admin.unpublish')}
                </Button>
              ) : null}
            </Group>
            <Group gap="xs" wrap="wrap">
              <FileButton
                accept="image/png,image/jpeg"
                onChange={(file) => {
                  if (!file) return;
                  if (file.size > NEWS_IMAGE_MAX_BYTES) return notifyError(new ApiError('FILE_TOO_LARGE', 413));
                  upload.mutate({ id: item.id, file }, done('imageSaved'));
                }}
              >
                {(props) => (
                  <Button {...props} variant="default" loading={upload.isPending} data-testid="news-image-upload">
                    {item.public_path ? t('admin.replaceImage') : t('admin.uploadImage')}
                  </Button>
                )}
              </FileButton>
              {item.public_path ? (
                <Button
                  variant="subtle"
                  color="red"
                  loading={removeImage.isPending}
                  onClick={() => removeImage.mutate(item.id, done('imageRemoved'))}
                >
                  {t('admin.removeImage')}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {t('admin.imageHint')}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      <Preview item={item} title={title} description={description} language={language} />
    </Stack>
  );
}
