import { describe, expect, it } from 'vitest';
import { inviteLinkFor } from './invite-link';
import { maskEmail } from './mask-email';

describe('invite link', () => {
  it('points at /register with the username as ref_id, encoded', () => {
    expect(inviteLinkFor('alice1', 'https://tandem.example')).toBe('https://tandem.example/register?ref_id=alice1');
    expect(inviteLinkFor('a&b', 'https://t.example')).toBe('https://t.example/register?ref_id=a%26b');
  });
});

describe('maskEmail', () => {
  it('never shows the whole local part', () => {
    expect(maskEmail('alice@example.com')).toBe('al***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
  });
});
