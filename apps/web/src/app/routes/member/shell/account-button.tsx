import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconUser } from '@/components/icons';

/** The menu's trigger, also shown on its own while the menu's code loads. */
export function AccountButton({ username, ...props }: { username: string | null } & Record<string, unknown>) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="light"
      size="compact-sm"
      maw={112}
      px={8}
      leftSection={<IconUser size={16} />}
      aria-label={t('header.accountMenu')}
      data-testid="account-menu"
      {...props}
    >
      <Text span size="sm" truncate="end" maw={70}>
        {username ?? '…'}
      </Text>
    </Button>
  );
}
