import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** The text a key has in a shipped dictionary, so journeys assert what a member really reads. */
export function text(language: string, namespace: string, key: string): string {
  const dict = JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
  if (typeof value !== 'string') throw new Error(`no ${language}/${namespace}:${key}`);
  return value;
}
