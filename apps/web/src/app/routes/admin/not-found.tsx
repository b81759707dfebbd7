import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{t('notFound')}</Text>
      <Button component={Link} to="/admin" variant="light">
        {t('backToDashboard')}
      </Button>
    </Stack>
  );
}
