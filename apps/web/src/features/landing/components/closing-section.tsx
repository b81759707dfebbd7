import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/lib/config';
import { landingPages } from '../seo/site-pages';
import { useLandingTranslation } from '../use-landing-translation';
import { paths } from '@/config/paths';

type ClosingAction = 'signup' | 'contact' | 'blogs' | 'app';

interface ClosingSectionProps {
  /** Dictionary prefix of this page's closing words: `<prefix>.title` and `<prefix>.body`. */
  prefix: string;
  primary?: ClosingAction;
  secondary?: ClosingAction;
}

/**
 * Landing pages have no shared footer (spec section 2); each ends with its own closing words,
 * the risk reminder and links to the rest of the public site.
 */
export function ClosingSection({ prefix, primary = 'signup', secondary = 'contact' }: ClosingSectionProps) {
  const { t } = useLandingTranslation();
  const titleId = `${prefix.replace(/\W/g, '-')}-closing`;
  const action = (kind: ClosingAction, style: string) => {
    const className = `ld-button ${style}`;
    switch (kind) {
      case 'signup':
        return (
          <a href={paths.register} className={className}>
            {t('closing.ctaSignup')}
          </a>
        );
      case 'app':
        return (
          <a href={paths.member.homepage} className={className}>
            {t('closing.ctaApp')}
          </a>
        );
      case 'blogs':
        return (
          <Link to={paths.landing.blogs} className={className}>
            {t('closing.ctaBlogs')}
          </Link>
        );
      case 'contact':
        return (
          <Link to={paths.landing.contact} className={className}>
            {t('closing.ctaContact')}
          </Link>
        );
    }
  };
  return (
    <section className="ld-closing" aria-labelledby={titleId}>
      <div className="ld-container">
        <h2 id={titleId}>{t(`${prefix}.title`)}</h2>
        <p>{t(`${prefix}.body`)}</p>
        <div className="ld-actions">
          {action(primary, 'ld-button--light')}
          {action(secondary, 'ld-button--outline-light')}
        </div>
        <p className="ld-closing__risk">{t('closing.risk')}</p>
        <nav aria-label={t('closing.linksLabel')}>
          <ul className="ld-closing__links">
            {landingPages.map((page) => (
              <li key={page.key}>
                <Link to={page.path} data-testid={`landing-closing-${page.key}`}>
                  {t(`nav.${page.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A pre-rendered page carries its build year until the app takes over; not a mismatch to repair. */}
        <p className="ld-closing__legal" suppressHydrationWarning>
          {t('closing.legal', { year: new Date().getFullYear(), brand: PRODUCT_NAME })}
        </p>
      </div>
    </section>
  );
}
