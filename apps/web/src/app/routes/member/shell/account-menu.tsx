import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronRight, IconLogout, IconShield, IconUser } from '@/components/icons';
import { AccountButton } from './account-button';
import { paths } from '@/config/paths';

/** The signed-in member's menu; loaded only once someone is logged in. */
export default function AccountMenu({
  username,
  onLogout,
  defaultOpened = false,
}: {
  username: string | null;
  onLogout: () => void;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton username={username} />
      </Menu.Target>
      <Menu.Dropdown>
        {username ? <Menu.Label>{username}</Menu.Label> : null}
        <Menu.Item
          component={Link}
          to={paths.member.profile}
          leftSection={<IconUser size={16} />}
          rightSection={<IconChevronRight size={14} />}
        >
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.member.security}
          leftSection={<IconShield size={16} />}
          rightSection={<IconChevronRight size={14} />}
        >
          {t('header.security')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout} data-testid="account-logout">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
