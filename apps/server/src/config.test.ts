import { describe, expect, it } from 'vitest';
import { checkServerConfig, loadConfig } from './config';

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

  it('takes REDIS_URL as a redis:// or rediss:// URL, and without it keeps limits in memory', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisKeyPrefix).toBe('tandem:');
    const c = loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', REDIS_KEY_PREFIX: 'shop-a:' });
    expect([c.redisUrl, c.redisKeyPrefix]).toEqual(['rediss://:secret@cache.internal:6380/2', 'shop-a:']);
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('takes SECRETS_KEY as 32 bytes in base64 or hex, and a production server does not start without it', () => {
    const base64 = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ SECRETS_KEY: base64 }).secretsKey).toEqual(Buffer.alloc(32, 1));
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY/);
    expect(() => checkServerConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(/SECRETS_KEY is required/);
    expect(() => checkServerConfig(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: base64 }))).not.toThrow();
    expect(() => checkServerConfig(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });
});
