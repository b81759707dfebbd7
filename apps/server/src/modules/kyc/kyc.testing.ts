import { type FilePart, multipart } from '../../lib/uploads.testing';
import { kycPaths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { call } from '../../test/http';

/** Helpers for the KYC tests (not a test file itself); images and multipart bodies: lib/uploads.testing.ts. */

export function submitKyc(t: TestApp, token: string | null, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  // Each submission from its own address (call's default), so the per-IP submit limit only bites where a test wants it.
  return call(t, 'POST', kycPaths.submit, body.payload, { token: token ?? undefined, headers: body.headers });
}
