import { type FilePart, multipart } from '../../lib/uploads.testing';
import type { TestApp } from '../../test/build-test-app';

/** Helpers for the KYC tests (not a test file itself); images and multipart bodies: lib/uploads.testing.ts. */

// Still imported from here by wallet.property.test.ts.
export { makePng, multipart, png } from '../../lib/uploads.testing';

let ipCounter = 0;
/** Each submission from its own address, so the per-IP submit limit only bites where a test wants it. */
function nextIp() {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function submitKyc(t: TestApp, token: string | null, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}
