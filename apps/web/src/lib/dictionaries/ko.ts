// The ko dictionaries' loaders: lib/i18n.ts loads one language's map, not every language's (issue 14).
export default import.meta.glob<Record<string, unknown>>('../../locales/ko/*.json', { import: 'default' });
