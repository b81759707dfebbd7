import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContactMessages } from '../api/get-contact-messages';
import type { ContactMessageListParams } from '../api/keys';
import { useMarkContactHandled } from '../api/mark-contact-handled';
import { useCan } from '../api/get-me';
import { PagedList } from '@/components/paged-list';
import type { ListScreenProps } from './list-screen-props';
import { RowCard } from './row-card';
import { RowMutationButton } from './row-mutation-button';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

export function ContactMessageList({ params, onParamsChange }: ListScreenProps<ContactMessageListParams>) {
  const { t } = useTranslation('admin');
  const messages = useContactMessages(params);
  const markHandled = useMarkContactHandled();
  const canHandle = useCan('contact.handle');

  return (
    <Stack gap="md">
      <SegmentedControl
        value={params.handled ?? 'all'}
        onChange={(value) =>
          onParamsChange({ page: 1, ...(value === 'all' ? {} : { handled: value as 'true' | 'false' }) })
        }
        data={[
          { value: 'false', label: t('contact.filterOpen') },
          { value: 'true', label: t('contact.filterHandled') },
          { value: 'all', label: t('contact.filterAll') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedList
        query={messages}
        emptyText={t('empty')}
        gap="sm"
        onPageChange={(page) => onParamsChange({ ...params, page })}
        renderItem={(m) => (
          <RowCard
            key={m.id}
            testId="contact-message"
            title={m.topic}
            titleProps={{ fw: 600, style: { wordBreak: 'break-word' } }}
            wrap="wrap"
            aside={
              m.handled_at ? (
                <Badge color="teal" variant="light">
                  {t('contact.filterHandled')}
                </Badge>
              ) : (
                <Badge color="orange" variant="light">
                  {t('contact.filterOpen')}
                </Badge>
              )
            }
          >
            <Text size="sm" c="dimmed" mt={2} style={{ wordBreak: 'break-all' }}>
              {t('contact.from')}: {m.fullname} &lt;{m.email}&gt;
              {m.language ? ` · ${m.language}` : ''}
            </Text>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {m.message}
            </Text>
            <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('contact.received', { date: formatDateTime(m.created_at, i18n.language) })}
                {m.handled_at
                  ? ` · ${t('contact.handledBy', { date: formatDateTime(m.handled_at, i18n.language), who: m.handled_by ?? t('audit.system') })}`
                  : ''}
              </Text>
              {canHandle && !m.handled_at ? (
                <RowMutationButton
                  mutation={markHandled}
                  id={m.id}
                  doneKey="admin:contact.handled"
                  testId="contact-mark-handled"
                >
                  {t('contact.markHandled')}
                </RowMutationButton>
              ) : null}
            </Group>
          </RowCard>
        )}
      />
    </Stack>
  );
}
