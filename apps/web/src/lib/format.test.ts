import { describe, expect, it } from 'vitest';
import { formatUsdt } from './format';

describe('formatUsdt', () => {
  it('truncates, never rounds a balance up', () => {
    expect(formatUsdt('1234.569999', 'en')).toBe('1,234.56');
    expect(formatUsdt('0.009999', 'en')).toBe('0.00');
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatUsdt('90071992547409.990000', 'en')).toBe('90,071,992,547,409.99');
  });
});
