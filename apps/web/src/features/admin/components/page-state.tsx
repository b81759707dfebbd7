import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from './feedback';

export function PageLoader() {
  const { t } = useTranslation('admin');
  return (
    <Center py="xl" aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed load: what went wrong, in the reader's language, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="red" variant="light" data-testid="admin-load-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry ? (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
