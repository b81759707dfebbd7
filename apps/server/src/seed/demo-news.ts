import { languages } from '@tandem/contracts';

/** Demo news and announcements in every language. Replaced by a helper with real translated copy. */
export function demoNews() {
  return languages.map((language) => ({
    language,
    news_type: 1,
    title: 'Welcome to Tandem',
    description: 'Demo news item.',
  }));
}
