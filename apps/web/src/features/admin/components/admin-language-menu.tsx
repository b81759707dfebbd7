import { Button, Menu } from '@mantine/core';
import { languages } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames } from '@/lib/i18n';
import { isLanguage } from '@tandem/contracts';

/** The interface language, remembered on this device like everywhere else in the app (`lan`). */
export function AdminLanguageMenu() {
  const { t, i18n } = useTranslation('admin');
  const current = isLanguage(i18n.language) ? languageNames[i18n.language] : i18n.language;
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label={t('nav.language')}
          data-testid="admin-language"
          // A long language name ("Bahasa Melayu") keeps its width beside the header's title.
          style={{ flexShrink: 0 }}
        >
          {current}
        </Button>
      </Menu.Target>
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
