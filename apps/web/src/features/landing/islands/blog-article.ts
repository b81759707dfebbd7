import { PRODUCT_NAME } from '@/lib/config';
import { formatLongDate } from '@/lib/format';
import { getArticle, imageUrl } from '../api/news';
import { islandTemplates } from '../island-keys';
import { fromTemplate, islandText, part, setPageTitle, swap } from './dom';

/**
 * One blog article (?id=) on the pre-rendered page's loading shell, shown with the markup
 * app/routes/landing/blog-single.tsx renders into its templates: the article, "not found", or an
 * error with a retry.
 */
export function startBlogArticle(shell: HTMLElement, id: string, language: string) {
  const text = islandText('article');
  if (!text) return;
  let shown: HTMLElement = shell;

  const load = async () => {
    shown = swap(shown, shell);
    try {
      const item = await getArticle(id, language);
      if (!item) {
        shown = swap(shown, fromTemplate(islandTemplates.articleNotFound));
        setPageTitle(text['article.notFound.title'], PRODUCT_NAME, text['blogs.meta.description']);
        const noindex = document.createElement('meta');
        noindex.name = 'robots';
        noindex.content = 'noindex';
        document.head.append(noindex);
        return;
      }
      const view = fromTemplate(islandTemplates.article);
      part(view, 'h1').textContent = item.title;
      const time = part(view, 'time');
      time.setAttribute('datetime', item.updated_at);
      time.textContent = formatLongDate(item.updated_at, language);
      const image = imageUrl(item.public_path);
      if (image) part<HTMLImageElement>(view, 'img').src = image;
      else view.querySelector('img')?.remove();
      part(view, '.ld-article__body').textContent = item.description;
      shown = swap(shown, view);
      setPageTitle(item.title, PRODUCT_NAME, item.description.slice(0, 160));
    } catch {
      const error = fromTemplate(islandTemplates.articleError);
      part(error, 'button').addEventListener('click', () => void load());
      shown = swap(shown, error);
    }
  };
  void load();
}
