// The ms dictionaries' loaders: lib/i18n.ts loads one language's map, not every language's (issue 14). The eager
// ones are what a first screen reads (lib/i18n.ts startNamespaces, and the homepage's home).
import { loaderMap } from '../i18n';

export default loaderMap(
  import.meta.glob<Record<string, unknown>>(
    ['../../locales/ms/*.json', '!../../locales/ms/{common,errors,home}.json'],
    {
      import: 'default',
    },
  ),
  import.meta.glob<Record<string, unknown>>('../../locales/ms/{common,errors,home}.json', {
    import: 'default',
    eager: true,
  }),
);
