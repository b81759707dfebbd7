import { Image, Stack, Text, Title } from '@mantine/core';
import { openAppModal } from '@/components/app-modal';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import type { NewsItem } from '@tandem/contracts';

/** Text only: staff-written descriptions are shown as text, never as HTML. */
function NewsDetail({ item }: { item: NewsItem }) {
  return (
    <Stack gap="sm" data-testid="news-detail">
      {item.public_path ? <Image src={item.public_path} alt="" radius="md" mah={240} fit="cover" /> : null}
      <Title order={3} data-server-text>
        {item.title}
      </Title>
      <Text size="xs" c="dimmed">
        {formatDate(item.updated_at, i18n.language)}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Text>
    </Stack>
  );
}

/** The news-detail modal of the spec: image, title, updated date, description. */
export function openNewsDetailModal(item: NewsItem) {
  return openAppModal({
    title: i18n.t('common:modal.news'),
    size: 'lg',
    testId: 'news-detail-modal',
    children: <NewsDetail item={item} />,
  });
}
