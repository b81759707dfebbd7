import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';

/** A failed load, in words, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Alert color="yellow" variant="light" title={t('common:loadFailed')} data-testid="load-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
