import { describe, expect, it } from 'vitest';
import { installBrowserStubs } from '@/test/browser-stubs';

installBrowserStubs();
const { queryClient } = await import('./query-client');
const { i18n } = await import('./i18n');

/** D18: server texts on screen (package names, news) follow a language switch without a reload. */
describe('the query client', () => {
  it('marks every query stale when the language changes, so what is on screen refetches', () => {
    queryClient.setQueryData(['staking', 'packages'], [{ name: '灵活质押' }]);
    expect(queryClient.getQueryState(['staking', 'packages'])?.isInvalidated).toBe(false);
    i18n.emit('languageChanged', 'en');
    expect(queryClient.getQueryState(['staking', 'packages'])?.isInvalidated).toBe(true);
  });
});
