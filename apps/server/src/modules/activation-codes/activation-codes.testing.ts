import { pinPaths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { SEC } from '../../test/factories';
import { postKeyed } from '../../test/http';

type PinAction = 'buy' | 'transfer' | 'activate';

/** POST one of the member's code actions with the secondary password and a fresh Idempotency-Key (or the one given, or none). */
export function postPin(
  t: TestApp,
  action: PinAction,
  token: string,
  body: Record<string, unknown>,
  key?: string | null,
) {
  return postKeyed(t, pinPaths[action], token, { sec_password: SEC, ...body }, key);
}

/** Buys `quantity` codes and answers their codes (the test fails on a refusal). */
export async function buyCodesForTest(t: TestApp, token: string, quantity: number): Promise<string[]> {
  const res = await postPin(t, 'buy', token, { quantity });
  if (res.statusCode !== 200) throw new Error(`buy-pin failed: ${res.body}`);
  return (res.json().data.codes as Array<{ code: string }>).map((c) => c.code);
}
