import { Link } from 'react-router';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { paths } from '@/config/paths';

/** A /landing/... address that is not one of the public pages. */
export default function LandingNotFound() {
  const { t } = useLandingTranslation();
  return (
    <div className="ld-container ld-message">
      <PageHead title={t('notFound.title')} description={t('notFound.body')} />
      <meta name="robots" content="noindex" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <div className="ld-actions">
        <Link to={paths.landing.root} className="ld-button ld-button--primary">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
