import '@/features/landing/landing.css';
import { isLanguage } from '@tandem/contracts';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LANGUAGE_PARAM } from '@/features/landing/seo/site-pages';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { changeLanguage, i18n } from '@/lib/i18n';

// Start fetching the dictionary while React is still rendering the shell.
void i18n.loadNamespaces('landing');

/** The public site's frame: skip link, header, and the page. No shared footer (spec section 2). */
export default function LandingLayout() {
  const { t, i18n: instance } = useLandingTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  const requestedLanguage = searchParams.get(LANGUAGE_PARAM);

  // A link with ?lang= (a search result, an hreflang alternate) opens the page in that language.
  useEffect(() => {
    if (isLanguage(requestedLanguage) && requestedLanguage !== instance.language)
      void changeLanguage(requestedLanguage);
  }, [requestedLanguage, instance]);

  // Spec section 2: every route change starts at the top. Focus moves to the new page for screen readers.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="ld-root" lang={instance.language}>
      <a className="ld-skip-link" href="#ld-main">
        {t('skipLink')}
      </a>
      <LandingHeader />
      <main id="ld-main" className="ld-main" ref={mainRef} tabIndex={-1}>
        <Suspense fallback={<div className="ld-container ld-section" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
