import { Menu } from '@mantine/core';
import { languages } from '@tandem/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames } from '@/lib/i18n';

/**
 * The language menu around its button (admin-language-menu.tsx), loaded on demand: it mounts when the button is
 * first pressed, so it opens at once.
 */
export default function AdminLanguageDropdown({ target }: { target: ReactElement }) {
  const { i18n } = useTranslation('admin-sign-in');
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {languages.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void changeLanguage(lng)}
            aria-current={i18n.language === lng ? 'true' : undefined}
            fw={i18n.language === lng ? 700 : undefined}
          >
            {languageNames[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
