import { chainDepositPaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLoggedInMember } from '../../test/factories';
import { expectRefusal, get, post } from '../../test/http';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { openDepositSource } from './chain-reader';

/** With no chain configured, chain deposits say so and nothing reads a chain. */
describe('chain deposits without a chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The watcher asked for explicitly: with no RPC it still does not start.
    t = await buildTestApp({ env: { CHAIN_DEPOSIT_WATCHER: 'on' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a submitted tx hash answers CHAIN_NOT_CONFIGURED; the records list is empty', async () => {
    const m = await createLoggedInMember(t);
    const res = await post(t, chainDepositPaths.submit, { tx_hash: `0x${'12'.repeat(32)}` }, { token: m.token });
    expectRefusal(res, 422, 'CHAIN_NOT_CONFIGURED');
    const list = await get(t, chainDepositPaths.record, { token: m.token });
    expect(list.json().data).toMatchObject({ list: [], total: 0 });
  });

  it('a deposit source needs an RPC, a token and a deposit address', async () => {
    const chain = { CHAIN_RPC_URL: 'http://127.0.0.1:1', CHAIN_ID: '97' };
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(await openDepositSource(loadConfig({}))).toBeNull();
    expect(await openDepositSource(loadConfig({ ...chain, TOKEN_CONTRACT: token }))).toBeNull();
    expect(await openDepositSource(loadConfig({ ...chain, DEPOSIT_ADDRESS: token }))).toBeNull();
    const source = await openDepositSource(
      loadConfig({
        ...chain,
        TOKEN_CONTRACT: token,
        DEPOSIT_ADDRESS: ' 0xAbC0000000000000000000000000000000000001, 0x02 ',
      }),
    );
    expect(source).toMatchObject({
      chainId: 97,
      token: token.toLowerCase(),
      addresses: ['0xabc0000000000000000000000000000000000001', '0x02'],
      confirmations: 15,
    });
  });
});
