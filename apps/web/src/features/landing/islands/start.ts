import { islandTemplates } from '../island-keys';
import { startHeader } from './header';
import { startLanguageMenu } from './language-menu';

/**
 * Wires the interactive parts of a pre-rendered public page (scripts/prerender.mjs): the header's
 * menus on every page, and, where the page has them, the contact form and the blog list or article,
 * whose code (and the API client, zod) loads only there. The rest of the page is static HTML.
 */
export function startIslands() {
  const language = document.getElementById('root')?.dataset.prerendered ?? document.documentElement.lang;
  startHeader();
  startLanguageMenu(language);

  const form = document.querySelector<HTMLFormElement>('form[data-testid="contact-form"]');
  if (form) void import('./contact-form').then((island) => island.startContactForm(form, language));

  const skeleton = document.querySelector<HTMLElement>('.ld-skeleton');
  if (skeleton && hasTemplate(islandTemplates.blogsList))
    void import('./blog-list').then((island) => island.startBlogList(skeleton, language));
  const shell = skeleton?.closest<HTMLElement>('.ld-section');
  const id = new URLSearchParams(window.location.search).get('id');
  if (shell && id && hasTemplate(islandTemplates.article))
    void import('./blog-article').then((island) => island.startBlogArticle(shell, id, language));
  // The menus answer from here on (the journeys wait for this before using them).
  document.documentElement.dataset.islands = 'ready';
}

const hasTemplate = (name: string) => document.querySelector(`template[data-template="${name}"]`) !== null;
