import { type Language, languages } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames } from '@/lib/i18n';
import { notifyWarning } from '@/lib/notify';
import { IconLanguage } from './icons';
import classes from './language-menu.module.css';

/** Switches the interface language; `onChanged` lets the signed-in shell remember it on the account too. */
export async function switchLanguage(lng: string, onChanged?: (lng: Language) => void) {
  const isSwitched = await changeLanguage(lng);
  if (!isSwitched) {
    notifyWarning('errors:coming_soon');
    return;
  }
  onChanged?.(lng as Language);
}

/**
 * The header's language dropdown: a native select under the globe icon, each language by its own
 * name. Native, so it is keyboard- and screen-reader-friendly and adds nothing to the first load.
 */
export function LanguageMenu({ onChanged }: { onChanged?: (lng: Language) => void }) {
  const { t, i18n } = useTranslation('common');
  return (
    <span className={classes.root}>
      <IconLanguage size={20} />
      <select
        className={classes.select}
        aria-label={t('header.language')}
        title={t('header.language')}
        value={i18n.language}
        onChange={(event) => void switchLanguage(event.currentTarget.value, onChanged)}
        data-testid="language-menu"
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng} data-testid={`language-option-${lng}`}>
            {languageNames[lng]}
          </option>
        ))}
      </select>
    </span>
  );
}
