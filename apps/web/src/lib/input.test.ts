import { stripChinese } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from './input';

describe('typed-input filters', () => {
  it('keeps a code numeric and at most its length', () => {
    expect(onlyDigits('12a3 4-5678', 6)).toBe('123456');
  });

  it('drops Chinese characters from a username as it is typed', () => {
    expect(stripChinese('alice用户1')).toBe('alice1');
  });
});
