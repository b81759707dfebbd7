import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@/lib/config';
import { useMemberToken } from '@/lib/session';
import { headerPages } from '../seo/site-pages';
import { useLandingTranslation } from '../use-landing-translation';
import { icons, LogoMark } from './icons';
import { IslandTemplate, IslandText } from './island-markup';
import { islandTemplates } from '../island-keys';
import { LanguageSelect } from './language-select';
import { paths } from '@/config/paths';

/** Member-app entry points are full page loads: the app's code and styles load only from there. */
const APP_URL = paths.member.homepage;
const SIGNUP_URL = paths.register;

export function LandingHeader() {
  const { t } = useLandingTranslation();
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  // Logged out in pre-rendered HTML and while hydrating it; the stored session shows right after.
  const isLoggedIn = Boolean(useMemberToken());

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const appLink = (
    <a href={APP_URL} className="ld-button ld-button--ghost ld-button--compact" data-testid="landing-app-link">
      {isLoggedIn ? t('header.dapp') : t('header.login')}
    </a>
  );
  const signupLink = (extraClass: string) => (
    <a
      href={SIGNUP_URL}
      className={`ld-button ld-button--primary ld-button--compact ${extraClass}`}
      data-testid="landing-signup-link"
    >
      {t('header.signup')}
    </a>
  );

  return (
    <header className="ld-header">
      <div className="ld-header__bar ld-container">
        <Link to={paths.landing.root} className="ld-brand" aria-label={t('header.homeLabel')}>
          <LogoMark />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </Link>
        <nav id="ld-nav" aria-label={t('header.navLabel')} className={`ld-nav${isMenuOpen ? ' is-open' : ''}`}>
          <ul>
            {headerPages.map((page) => (
              <li key={page.key}>
                <NavLink to={page.path} className="ld-nav__link" data-testid={`landing-nav-${page.key}`}>
                  {t(`nav.${page.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          {isLoggedIn ? null : <div className="ld-nav__actions">{signupLink('')}</div>}
        </nav>
        <div className="ld-header__tools">
          <LanguageSelect />
          {appLink}
          {isLoggedIn ? null : signupLink('ld-only-desktop')}
          <button
            type="button"
            className="ld-icon-button ld-only-mobile"
            aria-expanded={isMenuOpen}
            aria-controls="ld-nav"
            data-testid="landing-menu-button"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? icons.close : icons.menu}
            <span className="ld-visually-hidden">{isMenuOpen ? t('header.menuClose') : t('header.menuOpen')}</span>
          </button>
          {/* For the browser's menu island (islands/header.ts): the other icon and the labels. */}
          <IslandTemplate name={islandTemplates.menuClose}>{icons.close}</IslandTemplate>
          <IslandText name="header" />
        </div>
      </div>
    </header>
  );
}
