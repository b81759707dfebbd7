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
  const links = [
    { to: paths.member.profile, icon: IconUser, label: t('nav.profile') },
    { to: paths.member.security, icon: IconShield, label: t('header.security') },
  ];
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton username={username} />
      </Menu.Target>
      <Menu.Dropdown>
        {username ? <Menu.Label>{username}</Menu.Label> : null}
        {links.map(({ to, icon: Icon, label }) => (
          <Menu.Item
            key={to}
            component={Link}
            to={to}
            leftSection={<Icon size={16} />}
            rightSection={<IconChevronRight size={14} />}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout} data-testid="account-logout">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
