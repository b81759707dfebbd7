import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/lib/config';
import { landingPages } from '../seo/site-pages';
import { useLandingTranslation } from '../use-landing-translation';
import { paths } from '@/config/paths';

/**
 * Where each closing button leads and its words. Sign-up and the app need the providers the public
 * site does not load (main.tsx), so they are plain links, a full page load; the rest stay in the site.
 */
const closingActions = {
  signup: { to: paths.register, label: 'closing.ctaSignup', isFullLoad: true },
  app: { to: paths.member.homepage, label: 'closing.ctaApp', isFullLoad: true },
  blogs: { to: paths.landing.blogs, label: 'closing.ctaBlogs', isFullLoad: false },
  contact: { to: paths.landing.contact, label: 'closing.ctaContact', isFullLoad: false },
} as const;

type ClosingAction = keyof typeof closingActions;

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
    const { to, label, isFullLoad } = closingActions[kind];
    const className = `ld-button ${style}`;
    return isFullLoad ? (
      <a href={to} className={className}>
        {t(label)}
      </a>
    ) : (
      <Link to={to} className={className}>
        {t(label)}
      </Link>
    );
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
