import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" ta="center" data-testid="not-found">
        <Title order={1}>404</Title>
        <Text>{t('notFound.body')}</Text>
        <Button component={Link} to={paths.member.homepage}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
