import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { languages, newsStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n, languageNames } from '@/lib/i18n';
import { type NewsListParams, useAdminNewsList } from '../api/news';
import { paths } from '@/config/paths';
import { PagedLinkList } from '@/components/paged-list';
import type { ListScreenProps } from './list-screen-props';
import { RowCard } from './row-card';
import { formatDateTime } from '@/lib/format';

export function NewsStatusBadge({ status, isScheduled }: { status: string; isScheduled: boolean }) {
  const { t } = useTranslation('news');
  if (isScheduled)
    return (
      <Badge color="violet" variant="light">
        {t('admin.status.scheduled')}
      </Badge>
    );
  const color = status === 'published' ? 'teal' : status === 'draft' ? 'gray' : 'orange';
  return (
    <Badge color={color} variant="light" data-testid="news-status">
      {t(`admin.status.${status}`)}
    </Badge>
  );
}

/** Every news item and announcement once, with the languages it has (the default filled), any status, newest publish time first. */
export function NewsAdminList({ params, onParamsChange }: ListScreenProps<NewsListParams>) {
  const { t } = useTranslation('news');
  const list = useAdminNewsList(params);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="wrap">
          <Select
            placeholder={t('admin.allLanguages')}
            data={languages.map((l) => ({ value: l, label: languageNames[l] }))}
            value={params.language ?? null}
            onChange={(v) => onParamsChange({ ...params, page: 1, language: v ?? undefined })}
            clearable
            w={170}
          />
          <Select
            placeholder={t('admin.allTypes')}
            data={[
              { value: '1', label: t('admin.type1') },
              { value: '2', label: t('admin.type2') },
            ]}
            value={params.news_type ?? null}
            onChange={(v) => onParamsChange({ ...params, page: 1, news_type: (v as '1' | '2' | null) ?? undefined })}
            clearable
            w={170}
          />
          <Select
            placeholder={t('admin.allStatuses')}
            data={newsStatuses.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
            value={params.status ?? null}
            onChange={(v) =>
              onParamsChange({ ...params, page: 1, status: (v as NewsListParams['status']) ?? undefined })
            }
            clearable
            w={170}
          />
        </Group>
        <Button component={Link} to={paths.admin.newArticle} data-testid="news-new">
          {t('admin.create')}
        </Button>
      </Group>
      <PagedLinkList
        query={list}
        emptyText={t('admin.empty')}
        gap="sm"
        onPageChange={(page) => onParamsChange({ ...params, page })}
        linkTo={(item) => paths.admin.article(item.id)}
        itemTestId="news-row"
        renderItem={(item) => (
          <RowCard
            title={item.title}
            titleProps={{ fw: 600, truncate: 'end', miw: 0 }}
            aside={<NewsStatusBadge status={item.status} isScheduled={item.is_scheduled} />}
          >
            <Text size="sm" c="dimmed" mt={4}>
              {languageNames[item.language as keyof typeof languageNames] ?? item.language} ·{' '}
              {item.news_type === 1 ? t('admin.type1') : t('admin.type2')} ·{' '}
              {formatDateTime(item.publish_at, i18n.language)}
            </Text>
            <Group gap={4} mt={6} data-testid="news-row-languages">
              {item.versions.map((v) => (
                <Badge
                  key={v.language}
                  size="xs"
                  radius="sm"
                  variant={v.language === item.language ? 'filled' : 'light'}
                  title={languageNames[v.language as keyof typeof languageNames] ?? v.language}
                >
                  {v.language}
                </Badge>
              ))}
            </Group>
          </RowCard>
        )}
      />
    </Stack>
  );
}
