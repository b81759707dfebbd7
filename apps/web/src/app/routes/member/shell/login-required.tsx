import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '@/components/centered-message';
import { IconShield } from '@/components/icons';

/** What a protected page shows behind the login modal while nobody is logged in. */
export function LoginRequired({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('common');
  return (
    <CenteredMessage icon={<IconShield size={28} />} testId="login-required" maw={340} gap="sm">
      <Title order={2} size="h4">
        {t('loginRequired.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('loginRequired.body')}
      </Text>
      <Button onClick={onLogin} data-testid="login-required-login">
        {t('header.login')}
      </Button>
    </CenteredMessage>
  );
}
