import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (a lost chunk after a deploy, a bug): offer a reload, never a blank page. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center">
        <Title order={3}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
