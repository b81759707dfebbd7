import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from './centered-message';
import { IconClock } from './icons';

/** What a page that a later release delivers shows: an honest "not available yet", nothing that pretends to work. */
export function NotAvailableYet({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation('common');
  return (
    <CenteredMessage icon={<IconClock size={30} />} testId="not-available" maw={360} gap="xs">
      {titleKey ? <Title order={3}>{t(titleKey)}</Title> : null}
      <Text fw={600}>{t('notAvailableYet.title')}</Text>
      <Text c="dimmed" size="sm">
        {t('notAvailableYet.body')}
      </Text>
    </CenteredMessage>
  );
}
