import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export default function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{t('notFound')}</Text>
      <Button component={Link} to={paths.admin.root} variant="light">
        {t('backToDashboard')}
      </Button>
    </Stack>
  );
}
