import fs from 'node:fs';
import path from 'node:path';
import { journalTypes, languages } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { recordTypeFilters } from './components/wallet-record-list';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const typeLabels = (lng: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'wallet.json'), 'utf8')) as {
      types?: Record<string, unknown>;
    }
  ).types ?? {};

/**
 * Wallet records, their filter, the financial report and the back office's statements show a journal by
 * `wallet:types.<type>`: every type the server can post (contracts' journalTypes, the only ones
 * postJournal takes) needs a label in each of the nine languages, or it would show as a raw name.
 */
describe('journal type labels', () => {
  it.each([...languages])('name every journal type the server posts in %s', (lng) => {
    const labels = typeLabels(lng);
    const missing = journalTypes.filter((type) => typeof labels[type] !== 'string' || !String(labels[type]).trim());
    expect(missing).toEqual([]);
  });

  it('offer only labelled journal types in the records filter', () => {
    expect(recordTypeFilters.filter((type) => !(journalTypes as readonly string[]).includes(type))).toEqual([]);
  });
});
