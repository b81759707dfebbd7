import { languages } from '@tandem/contracts';
import { useId, useState } from 'react';
import { changeLanguage, languageNames } from '@/lib/i18n';
import { useLandingTranslation } from '../use-landing-translation';
import { icons } from './icons';

/** A native select: keyboard and screen-reader friendly everywhere, and no menu code to ship. */
export function LanguageSelect() {
  const { t, i18n } = useLandingTranslation();
  const id = useId();
  const [isUnavailable, setUnavailable] = useState(false);
  return (
    <div className="ld-lang">
      <label htmlFor={id} className="ld-visually-hidden">
        {t('header.language')}
      </label>
      {icons.globe}
      <select
        id={id}
        data-testid="landing-language"
        value={i18n.language}
        onChange={async (event) => setUnavailable(!(await changeLanguage(event.target.value)))}
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {languageNames[lng]}
          </option>
        ))}
      </select>
      {isUnavailable ? (
        <span role="status" className="ld-visually-hidden">
          {t('header.languageUnavailable')}
        </span>
      ) : null}
    </div>
  );
}
