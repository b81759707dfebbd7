import { Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { NewsItem } from '@tandem/contracts';
import { openNewsDetailModal } from './news-detail';

/** A list of news items; each opens its detail modal. */
export function NewsList({ items }: { items: NewsItem[] }) {
  const { t, i18n } = useTranslation('home');
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="news-empty">
        {t('news.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="news-list">
      {items.map((item) => (
        <UnstyledButton key={item.id} onClick={() => openNewsDetailModal(item)} data-testid="news-item">
          <Paper withBorder radius="md" p="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {item.public_path ? (
                <Image src={item.public_path} alt="" w={64} h={64} radius="sm" fit="cover" loading="lazy" />
              ) : null}
              <Stack gap={2} miw={0}>
                <Text fw={600} lineClamp={2} data-server-text>
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {item.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(item.updated_at, i18n.language)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
