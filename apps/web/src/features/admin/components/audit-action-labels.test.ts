import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, languages } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');

function auditActionWords(lng: string): Record<string, Record<string, string>> {
  const admin = JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'admin.json'), 'utf8'));
  return admin.audit.actions;
}

describe('audit action labels', () => {
  it.each([...languages])('name every action the server audits in words (%s)', (lng) => {
    const words = auditActionWords(lng);
    const unnamed = AUDIT_ACTIONS.filter((code) => {
      const [object, verb] = code.split('.');
      const label = words[object!]?.[verb!];
      return typeof label !== 'string' || label.trim() === '' || label === code;
    });
    expect(unnamed).toEqual([]);
  });
});
