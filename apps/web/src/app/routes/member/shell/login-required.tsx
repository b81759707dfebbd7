import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconShield } from '@/components/icons';

/** What a protected page shows behind the login modal while nobody is logged in. */
export function LoginRequired({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" data-testid="login-required">
      <Stack align="center" ta="center" maw={340} gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconShield size={28} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('loginRequired.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('loginRequired.body')}
        </Text>
        <Button onClick={onLogin} data-testid="login-required-login">
          {t('header.login')}
        </Button>
      </Stack>
    </Center>
  );
}
