import { Button } from '@mantine/core';
import { isLanguage } from '@tandem/contracts';
import { type ComponentProps, type ReactElement, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames } from '@/lib/i18n';
import { loadOnIntent } from '@/lib/on-demand';

const loadDropdown = () => import('./admin-language-dropdown');
const LanguageDropdown = lazy(loadDropdown);

/**
 * The interface language, remembered on this device like everywhere else in the app (`lan`). The menu itself
 * (Mantine's Menu with its floating positioning, ~28 kB of gzip JavaScript) loads when the button is first
 * pointed at, focused or pressed, and then opens: the staff login shows only the button (issue 14).
 */
export function AdminLanguageMenu() {
  const { t, i18n } = useTranslation('admin-sign-in');
  const [isMenuWanted, setMenuWanted] = useState(false);
  const current = isLanguage(i18n.language) ? languageNames[i18n.language] : i18n.language;
  const button = (props: ComponentProps<'button'> = {}): ReactElement => (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      aria-label={t('language')}
      aria-haspopup="menu"
      data-testid="admin-language"
      // A long language name ("Bahasa Melayu") keeps its width beside the header's title.
      style={{ flexShrink: 0 }}
      {...props}
    >
      {current}
    </Button>
  );
  if (!isMenuWanted) return button({ ...loadOnIntent(loadDropdown), onClick: () => setMenuWanted(true) });
  return (
    <Suspense fallback={button()}>
      <LanguageDropdown target={button()} />
    </Suspense>
  );
}
