import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@tandem/contracts';

const localesDir = path.resolve(import.meta.dirname, '../locales');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (acc, [k, v]) => Object.assign(acc, flatten(v, prefix ? `${prefix}.${k}` : k)),
    {},
  );
}

function load(lng: string, ns: string) {
  const file = path.join(localesDir, lng, `${ns}.json`);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
}

const namespaceFiles = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));

describe('dictionaries', () => {
  it('ship every namespace in all nine languages with the same keys, none empty', () => {
    for (const file of namespaceFiles) {
      const ns = file.replace(/\.json$/, '');
      const reference = load('en', ns)!;
      for (const lng of languages) {
        const dict = load(lng, ns);
        expect(dict, `${lng}/${ns}.json exists`).not.toBeNull();
        const missing = Object.keys(reference).filter((k) => !(k in dict!));
        const extra = Object.keys(dict!).filter((k) => !(k in reference));
        const empty = Object.entries(dict!)
          .filter(([, v]) => v.trim() === '')
          .map(([k]) => k);
        expect({ lng, ns, missing, extra, empty }).toEqual({ lng, ns, missing: [], extra: [], empty: [] });
      }
    }
  });

  it('translate every error code of the catalogue', () => {
    const errors = load('en', 'errors')!;
    const missing = errorCodes.filter((code) => !(code in errors));
    expect(missing).toEqual([]);
  });

  it('keep the same {{placeholders}} in every language', () => {
    for (const file of namespaceFiles) {
      const ns = file.replace(/\.json$/, '');
      const reference = load('en', ns)!;
      for (const lng of languages) {
        const dict = load(lng, ns)!;
        for (const [key, text] of Object.entries(reference)) {
          const want = (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
          const got = (dict[key]?.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
          expect(got, `${lng}/${ns}:${key}`).toEqual(want);
        }
      }
    }
  });
});
