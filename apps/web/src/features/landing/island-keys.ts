/**
 * What the pre-rendered pages hand to their islands (islands/*.ts): the translated strings each
 * island shows, written into the page at build time (components/island-markup.tsx), and the names
 * of the markup templates it copies. Kept free of React so the islands import it without it.
 */
export const islandTexts = {
  header: ['header.menuOpen', 'header.menuClose', 'header.dapp'],
  contact: [
    'contact.form.submit',
    'contact.form.sending',
    'contact.sendFailed',
    'contact.fieldErrors.required',
    'contact.fieldErrors.invalidEmail',
    'contact.fieldErrors.tooLong',
    'contact.fieldErrors.invalid',
  ],
  blogs: ['blogs.pager.status'],
  article: ['article.notFound.title', 'blogs.meta.description'],
} as const;

export type IslandName = keyof typeof islandTexts;
export type IslandTexts<N extends IslandName> = Record<(typeof islandTexts)[N][number], string>;

/** Placeholders the islands fill in strings that take values (the blog pager's "Page 2 of 5"). */
export const islandPlaceholder = (name: string) => `%${name}%`;

export const islandTemplates = {
  menuClose: 'menu-close-icon',
  contactThanks: 'contact-thanks',
  blogsError: 'blogs-error',
  blogsEmpty: 'blogs-empty',
  blogsList: 'blogs-list',
  blogsPager: 'blogs-pager',
  articleNotFound: 'article-not-found',
  articleError: 'article-error',
  article: 'article',
} as const;
