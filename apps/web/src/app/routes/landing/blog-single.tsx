import { Link, useLocation, useSearchParams } from 'react-router';
import type { NewsItem } from '@tandem/contracts';
import { imageUrl, useArticle } from '@/features/landing/api/news';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { icons } from '@/features/landing/components/icons';
import { IslandTemplate, IslandText } from '@/features/landing/components/island-markup';
import { islandTemplates } from '@/features/landing/island-keys';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/config/paths';

export default function BlogSinglePage() {
  return (
    <>
      <Article />
      <ClosingSection prefix="article.closing" primary="blogs" secondary="signup" />
    </>
  );
}

/** An article's shape for the islands' copy, filled in the browser (features/landing/islands/blog-article.ts). */
const templateArticle: NewsItem = { id: '', title: '', description: '', updated_at: '', public_path: 'blank' };

function Article() {
  const { t, i18n } = useLandingTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  // Opened from the list, the article comes along and shows at once; opened by link, it is fetched by id.
  const fromList = (useLocation().state as { article?: NewsItem } | null)?.article;
  const initial = fromList && String(fromList.id) === id ? fromList : undefined;
  const article = useArticle(id, i18n.language, initial);

  if (id !== '' && article.status === 'pending') {
    return (
      <>
        <div className="ld-section">
          <div className="ld-container ld-article">
            <BackLink />
            <h1 className="ld-visually-hidden">{t('article.loading')}</h1>
            <div className="ld-skeleton" aria-busy="true" />
          </div>
        </div>
        {/* The pre-rendered page's article island shows one of these once the article is in. */}
        <IslandTemplate name={islandTemplates.article}>
          <ArticleView item={templateArticle} />
        </IslandTemplate>
        <IslandTemplate name={islandTemplates.articleNotFound}>
          <ArticleMissing isError={false} />
        </IslandTemplate>
        <IslandTemplate name={islandTemplates.articleError}>
          <ArticleMissing isError />
        </IslandTemplate>
        <IslandText name="article" />
      </>
    );
  }
  if (id === '' || article.status !== 'success' || !article.data) {
    const isError = article.status === 'error';
    return (
      <>
        <PageHead title={t('article.notFound.title')} description={t('blogs.meta.description')} params={{ id }} />
        <meta name="robots" content="noindex" />
        <ArticleMissing isError={isError} onRetry={article.refetch} />
      </>
    );
  }
  const item = article.data;
  return (
    <>
      <PageHead title={item.title} description={item.description.slice(0, 160)} params={{ id }} />
      <ArticleView item={item} />
    </>
  );
}

function BackLink() {
  const { t } = useLandingTranslation();
  return (
    <Link to={paths.landing.blogs} className="ld-back">
      {icons.arrowLeft}
      {t('article.back')}
    </Link>
  );
}

/** No such article (or, with `isError`, it could not be loaded and can be asked for again). */
function ArticleMissing({ isError, onRetry }: { isError: boolean; onRetry?: () => void }) {
  const { t } = useLandingTranslation();
  return (
    <div className="ld-section">
      <div className="ld-container ld-article">
        <BackLink />
        <div className="ld-empty" role={isError ? 'alert' : undefined} data-testid="article-missing">
          <span className="ld-card__icon">{isError ? icons.alert : icons.ledger}</span>
          <h1>
            <strong>{isError ? t('blogs.error.title') : t('article.notFound.title')}</strong>
          </h1>
          <p>{isError ? t('blogs.error.body') : t('article.notFound.body')}</p>
          {isError ? (
            <div className="ld-actions">
              <button type="button" className="ld-button ld-button--ghost" onClick={onRetry}>
                {t('blogs.error.retry')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function ArticleView({ item }: { item: NewsItem }) {
  const { i18n } = useLandingTranslation();
  const image = imageUrl(item.public_path);
  return (
    <article className="ld-section">
      <div className="ld-container ld-article">
        <BackLink />
        <h1>{item.title}</h1>
        <time className="ld-date" dateTime={item.updated_at}>
          {formatLongDate(item.updated_at, i18n.language)}
        </time>
        {image ? <img src={image} alt="" width="1200" height="675" /> : null}
        <div className="ld-article__body">{item.description}</div>
      </div>
    </article>
  );
}
