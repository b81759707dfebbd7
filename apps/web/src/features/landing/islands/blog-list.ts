import type { NewsItem } from '@tandem/contracts';
import { formatDate } from '@/lib/format';
import { paths } from '@/config/paths';
import { getNewsPage, imageUrl, pageCountOf } from '../api/news';
import { islandPlaceholder, islandTemplates } from '../island-keys';
import { fromTemplate, islandText, part } from './dom';

/**
 * The blog list on the pre-rendered page (one page of articles in the page's language, ?page= for
 * the others), shown with the markup app/routes/landing/blogs.tsx renders into the page's templates.
 */
export function startBlogList(skeleton: HTMLElement, language: string) {
  const text = islandText('blogs');
  if (!text) return;
  const page = Math.max(1, Number.parseInt(new URLSearchParams(window.location.search).get('page') ?? '1', 10) || 1);
  let shown: HTMLElement[] = [skeleton];
  const show = (...next: HTMLElement[]) => {
    shown[0]!.before(...next);
    for (const node of shown) if (!next.includes(node)) node.remove();
    shown = next;
  };

  const load = async () => {
    show(skeleton);
    try {
      const data = await getNewsPage(language, page);
      if (data.list.length === 0) return show(fromTemplate(islandTemplates.blogsEmpty));
      const list = fromTemplate(islandTemplates.blogsList);
      const row = part(list, 'li');
      list.replaceChildren(...data.list.map((item) => articleRow(row, item, language)));
      const pageCount = pageCountOf(data);
      show(...(pageCount > 1 ? [list, pager(page, pageCount, text['blogs.pager.status'])] : [list]));
    } catch {
      const error = fromTemplate(islandTemplates.blogsError);
      part(error, 'button').addEventListener('click', () => void load());
      show(error);
    }
  };
  void load();
}

function articleRow(template: HTMLElement, item: NewsItem, language: string): HTMLElement {
  const row = template.cloneNode(true) as HTMLElement;
  const image = imageUrl(item.public_path);
  if (image) part<HTMLImageElement>(row, 'img').src = image;
  else row.querySelector('img')?.remove();
  const link = part<HTMLAnchorElement>(row, 'h2 a');
  link.href = paths.landing.article(item.id);
  link.textContent = item.title;
  const time = part(row, 'time');
  time.setAttribute('datetime', item.updated_at);
  time.textContent = formatDate(item.updated_at, language);
  part(row, 'p').textContent = item.description;
  return row;
}

/** Newer / older: each page of the list is its own address (?page=), as in the app. */
function pager(page: number, pageCount: number, status: string): HTMLElement {
  const nav = fromTemplate(islandTemplates.blogsPager);
  const [previous, next] = [...nav.querySelectorAll('button')];
  const goTo = (target: number) => {
    const url = new URL(window.location.href);
    if (target === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(target));
    window.location.assign(url);
  };
  previous!.disabled = page <= 1;
  previous!.addEventListener('click', () => goTo(page - 1));
  next!.disabled = page >= pageCount;
  next!.addEventListener('click', () => goTo(page + 1));
  part(nav, 'span').textContent = status
    .replace(islandPlaceholder('page'), String(page))
    .replace(islandPlaceholder('total'), String(pageCount));
  return nav;
}
