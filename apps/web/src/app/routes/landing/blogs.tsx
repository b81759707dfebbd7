import type { NewsItem } from '@tandem/contracts';
import { Link, useSearchParams } from 'react-router';
import { imageUrl, pageCountOf, useNewsPage } from '@/features/landing/api/news';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { icons } from '@/features/landing/components/icons';
import { IslandTemplate, IslandText } from '@/features/landing/components/island-markup';
import { PageTop } from '@/features/landing/components/page-top';
import { islandPlaceholder, islandTemplates } from '@/features/landing/island-keys';
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

  if (news.status === 'pending') {
    return (
      <>
        <div className="ld-skeleton" aria-busy="true" aria-label={t('blogs.loading')} />
        {/* The pre-rendered page's list island (features/landing/islands/blog-list.ts) builds the list from these. */}
        <IslandTemplate name={islandTemplates.blogsError}>
          <BlogsError />
        </IslandTemplate>
        <IslandTemplate name={islandTemplates.blogsEmpty}>
          <BlogsEmpty />
        </IslandTemplate>
        <IslandTemplate name={islandTemplates.blogsList}>
          <ul className="ld-articles" data-testid="blogs-list">
            <ArticleCard item={templateArticle} />
          </ul>
        </IslandTemplate>
        <IslandTemplate name={islandTemplates.blogsPager}>
          <BlogsPager page={0} pageCount={0} />
        </IslandTemplate>
        <IslandText name="blogs" values={{ page: islandPlaceholder('page'), total: islandPlaceholder('total') }} />
      </>
    );
  }
  if (news.status === 'error') return <BlogsError onRetry={news.refetch} />;
  if (news.data.list.length === 0) return <BlogsEmpty />;

  const pageCount = pageCountOf(news.data);
  const goTo = (target: number) => setSearchParams(target === 1 ? {} : { page: String(target) });
  return (
    <>
      <ul className="ld-articles" data-testid="blogs-list">
        {news.data.list.map((item) => (
          <ArticleCard key={item.id} item={item} />
        ))}
      </ul>
      {pageCount > 1 ? <BlogsPager page={page} pageCount={pageCount} onGo={goTo} /> : null}
    </>
  );
}

/** An article's row; the islands' copy is rendered from `templateArticle` and filled in the browser. */
const templateArticle: NewsItem = { id: '', title: '', description: '', updated_at: '', public_path: 'blank' };

function ArticleCard({ item }: { item: NewsItem }) {
  const { i18n } = useLandingTranslation();
  const image = imageUrl(item.public_path);
  return (
    <li className="ld-card ld-article-card">
      {image ? <img src={image} alt="" loading="lazy" width="640" height="360" /> : null}
      <div className="ld-article-card__body">
        <h2>
          <Link to={paths.landing.article(item.id)} state={{ article: item }}>
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
}

function BlogsError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLandingTranslation();
  return (
    <div className="ld-empty" role="alert" data-testid="blogs-error">
      <span className="ld-card__icon">{icons.alert}</span>
      <strong>{t('blogs.error.title')}</strong>
      <p>{t('blogs.error.body')}</p>
      <div className="ld-actions">
        <button type="button" className="ld-button ld-button--ghost" onClick={onRetry}>
          {t('blogs.error.retry')}
        </button>
      </div>
    </div>
  );
}

function BlogsEmpty() {
  const { t } = useLandingTranslation();
  return (
    <div className="ld-empty" data-testid="blogs-empty">
      <span className="ld-card__icon">{icons.ledger}</span>
      <strong>{t('blogs.empty.title')}</strong>
      <p>{t('blogs.empty.body')}</p>
    </div>
  );
}

function BlogsPager({ page, pageCount, onGo }: { page: number; pageCount: number; onGo?: (page: number) => void }) {
  const { t } = useLandingTranslation();
  return (
    <nav className="ld-pager" aria-label={t('blogs.pager.label')}>
      <button
        type="button"
        className="ld-button ld-button--ghost"
        disabled={page <= 1}
        onClick={() => onGo?.(page - 1)}
      >
        {t('blogs.pager.previous')}
      </button>
      <span aria-live="polite">{t('blogs.pager.status', { page, total: pageCount })}</span>
      <button
        type="button"
        className="ld-button ld-button--ghost"
        disabled={page >= pageCount}
        onClick={() => onGo?.(page + 1)}
      >
        {t('blogs.pager.next')}
      </button>
    </nav>
  );
}
