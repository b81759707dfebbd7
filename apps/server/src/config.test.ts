import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.businessTz).toBe('Asia/Singapore');
    expect(c.productName).toBe('Tandem');
    expect(c.demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }).demoData).toBe(false);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ BUSINESS_TZ: 'Mars/Olympus' })).toThrow(/BUSINESS_TZ/);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });
});
