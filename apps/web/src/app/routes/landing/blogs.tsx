import { Link, useSearchParams } from 'react-router';
import { imageUrl, pageCountOf, useNewsPage } from '@/features/landing/api/news';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { icons } from '@/features/landing/components/icons';
import { PageTop } from '@/features/landing/components/page-top';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { formatDate } from '@/lib/format';
import { paths } from '@/config/paths';

export default function BlogsPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageTop page="blogs" kicker="none" />
      <section className="ld-section" aria-labelledby="blogs-list-title">
        <div className="ld-container">
          <h2 id="blogs-list-title" className="ld-visually-hidden">
            {t('blogs.listTitle')}
          </h2>
          <ArticleList />
        </div>
      </section>
      <ClosingSection prefix="blogs.closing" />
    </>
  );
}

function ArticleList() {
  const { t, i18n } = useLandingTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const news = useNewsPage(i18n.language, page);

  if (news.status === 'pending')
    return <div className="ld-skeleton" aria-busy="true" aria-label={t('blogs.loading')} />;
  if (news.status === 'error') {
    return (
      <div className="ld-empty" role="alert" data-testid="blogs-error">
        <span className="ld-card__icon">{icons.alert}</span>
        <strong>{t('blogs.error.title')}</strong>
        <p>{t('blogs.error.body')}</p>
        <div className="ld-actions">
          <button type="button" className="ld-button ld-button--ghost" onClick={news.refetch}>
            {t('blogs.error.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (news.data.list.length === 0) {
    return (
      <div className="ld-empty" data-testid="blogs-empty">
        <span className="ld-card__icon">{icons.ledger}</span>
        <strong>{t('blogs.empty.title')}</strong>
        <p>{t('blogs.empty.body')}</p>
      </div>
    );
  }

  const pageCount = pageCountOf(news.data);
  const goTo = (target: number) => setSearchParams(target === 1 ? {} : { page: String(target) });
  return (
    <>
      <ul className="ld-articles" data-testid="blogs-list">
        {news.data.list.map((item) => {
          const image = imageUrl(item.public_path);
          const to = paths.landing.article(item.id);
          return (
            <li key={item.id} className="ld-card ld-article-card">
              {image ? <img src={image} alt="" loading="lazy" width="640" height="360" /> : null}
              <div className="ld-article-card__body">
                <h2>
                  <Link to={to} state={{ article: item }}>
                    {item.title}
                  </Link>
                </h2>
                <time className="ld-date" dateTime={item.updated_at}>
                  {formatDate(item.updated_at, i18n.language)}
                </time>
                <p>{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {pageCount > 1 ? (
        <nav className="ld-pager" aria-label={t('blogs.pager.label')}>
          <button
            type="button"
            className="ld-button ld-button--ghost"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            {t('blogs.pager.previous')}
          </button>
          <span aria-live="polite">{t('blogs.pager.status', { page, total: pageCount })}</span>
          <button
            type="button"
            className="ld-button ld-button--ghost"
            disabled={page >= pageCount}
            onClick={() => goTo(page + 1)}
          >
            {t('blogs.pager.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
