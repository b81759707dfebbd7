import { parseEventLogs, toFunctionSelector, zeroAddress, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { membershipAbi } from './abis';
import { membershipBytecode } from './bytecode';
import { expectRevert, send, useTestChain } from './chain.testing';
import { deployContract } from './deploy';

const t = useTestChain(async ({ accounts }) => {
  const [root, alice, bob, carol] = accounts as [
    (typeof accounts)[0],
    (typeof accounts)[0],
    (typeof accounts)[0],
    (typeof accounts)[0],
  ];
  const rootAddress = root.walletClient.account.address;
  const deployed = await deployContract(root, membershipAbi, membershipBytecode, [rootAddress]);
  const membership = { address: deployed.address, abi: membershipAbi } as const;
  return { root, alice, bob, carol, membership, deployedAt: deployed.blockNumber };
});

const addressOf = (who: 'root' | 'alice' | 'bob' | 'carol'): Address => t.context[who].walletClient.account.address;
const sponsorOf = (who: Address) =>
  t.accounts[0]!.publicClient.readContract({ ...t.context.membership, functionName: 'sponsorOf', args: [who] });
const isRegistered = (who: Address) =>
  t.accounts[0]!.publicClient.readContract({ ...t.context.membership, functionName: 'isRegistered', args: [who] });

describe('Membership', () => {
  it('registers the root at deploy, with no sponsor, and says so in an event', async () => {
    const logs = await t.accounts[0]!.publicClient.getContractEvents({
      ...t.context.membership,
      eventName: 'Registered',
      fromBlock: t.context.deployedAt,
      toBlock: t.context.deployedAt,
    });
    expect(logs.map((l) => l.args)).toEqual([{ member: addressOf('root'), sponsor: zeroAddress }]);
    expect(await isRegistered(addressOf('root'))).toBe(true);
    expect(await sponsorOf(addressOf('root'))).toBe(zeroAddress);
  });

  it('registers a member under a registered sponsor, once, with a Registered event', async () => {
    const { alice, bob, membership } = t.context;
    const receipt = await send(alice, membership, 'register', [addressOf('root')]);
    expect(
      parseEventLogs({ abi: membershipAbi, logs: receipt.logs, eventName: 'Registered' }).map((e) => e.args),
    ).toEqual([{ member: addressOf('alice'), sponsor: addressOf('root') }]);
    await send(bob, membership, 'register', [addressOf('alice')]);
    expect(await sponsorOf(addressOf('bob'))).toBe(addressOf('alice'));
    expect(await sponsorOf(addressOf('alice'))).toBe(addressOf('root'));
    expect(await t.accounts[0]!.publicClient.readContract({ ...membership, functionName: 'memberCount' })).toBe(3n);

    await expectRevert(send(alice, membership, 'register', [addressOf('root')]), 'AlreadyRegistered', [
      addressOf('alice'),
    ]);
    await expectRevert(send(t.context.root, membership, 'register', [addressOf('alice')]), 'AlreadyRegistered', [
      addressOf('root'),
    ]);
  });

  it('refuses an unregistered sponsor, the zero address and self-sponsoring', async () => {
    const { carol, membership } = t.context;
    await expectRevert(send(carol, membership, 'register', [addressOf('bob')]), 'SponsorNotRegistered', [
      addressOf('bob'),
    ]);
    await expectRevert(send(carol, membership, 'register', [zeroAddress]), 'SponsorNotRegistered', [zeroAddress]);
    await expectRevert(send(carol, membership, 'register', [addressOf('carol')]), 'SelfSponsor');
    expect(await isRegistered(addressOf('carol'))).toBe(false);
    expect(await sponsorOf(addressOf('carol'))).toBe(zeroAddress);
  });

  it('cannot be deployed without a root', async () => {
    // viem does not decode a constructor's revert: compare the error's selector.
    const error = await deployContract(t.context.root, membershipAbi, membershipBytecode, [zeroAddress]).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toContain(`custom error ${toFunctionSelector('InvalidRoot()')}`);
  });
});
