import type { Namespace } from '@/lib/i18n';
import { loadEnglish } from '@/test/render';

/**
 * The mall screens' test setup: the English dictionaries, and a stand-in for the page's font set,
 * which Mantine's autosizing textarea (reasons, answers, descriptions) listens to and jsdom lacks.
 */
export async function setUpMallScreens(namespaces: Namespace[] = []) {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  await loadEnglish(['admin', 'admin-mall', ...namespaces]);
}
