import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconClock } from './icons';

/** What a page that a later release delivers shows: an honest "not available yet", nothing that pretends to work. */
export function NotAvailableYet({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" data-testid="not-available">
      <Stack align="center" gap="xs" maw={360} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconClock size={30} />
        </ThemeIcon>
        {titleKey ? <Title order={3}>{t(titleKey)}</Title> : null}
        <Text fw={600}>{t('notAvailableYet.title')}</Text>
        <Text c="dimmed" size="sm">
          {t('notAvailableYet.body')}
        </Text>
      </Stack>
    </Center>
  );
}
