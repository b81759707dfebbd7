import type { MemberInfo } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { requiredSetupPath } from './required-setup-path';

const info = (overrides: Partial<MemberInfo>) =>
  ({ needs_username: false, password2: '******', ...overrides }) as MemberInfo;

describe('requiredSetupPath (spec section 4, loaded member info)', () => {
  it('sends a wallet account still named by its address to bindUsername first', () => {
    expect(requiredSetupPath(info({ needs_username: true, password2: null }), '/web/homepage')).toBe(
      '/web/bindUsername',
    );
    expect(requiredSetupPath(info({ needs_username: true }), '/web/bindUsername')).toBeNull();
  });

  it('then sends a member without a secondary password to set one', () => {
    expect(requiredSetupPath(info({ password2: null }), '/web/profile')).toBe('/web/set-sec-password');
    expect(requiredSetupPath(info({ password2: null }), '/web/set-sec-password')).toBeNull();
  });

  it('leaves a set-up member and a logged-out visitor where they are', () => {
    expect(requiredSetupPath(info({}), '/web/homepage')).toBeNull();
    expect(requiredSetupPath(undefined, '/web/homepage')).toBeNull();
  });
});
