import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** A failed load, in words, with a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const code = error instanceof ApiError ? error.code : 'internalError';
  const key = `errors:${code}`;
  return (
    <Alert color="yellow" variant="light" title={t('common:loadFailed')} data-testid="query-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(key, { defaultValue: t('errors:internalError') })}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
