import { describe, expect, it } from 'vitest';
import { adminKycPaths } from './kyc';
import { paramPath } from './paths';

describe('paramPath', () => {
  it('keeps the pattern the server registers', () => {
    expect(adminKycPaths.image.route).toBe('/api/admin/kyc/:id/image/:side');
  });

  it('fills the parameters in order, each URI-encoded', () => {
    expect(adminKycPaths.image('12', 'rear')).toBe('/api/admin/kyc/12/image/rear');
    expect(paramPath('/api/x/:id/y')('a/b c')).toBe('/api/x/a%2Fb%20c/y');
  });
});
