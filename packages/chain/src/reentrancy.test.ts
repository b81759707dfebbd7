import { encodeFunctionData, maxUint256, parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { reentrantTokenAbi, stakingAbi } from './abis';
import { reentrantTokenBytecode, stakingBytecode } from './bytecode';
import { expectRevert, send, useTestChain } from './chain.testing';
import { DEFAULT_STAKING_OPTION, deployContract, STAKING_TYPE, tokens } from './deploy';

// A malicious token that calls back into Staking from inside every transfer: the guard must refuse the
// nested call, whichever function it enters through.
const t = useTestChain(async ({ accounts }) => {
  const [owner, alice] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
  const evil = await deployContract(owner, reentrantTokenAbi, reentrantTokenBytecode);
  const token = { address: evil.address, abi: reentrantTokenAbi } as const;
  const deployed = await deployContract(owner, stakingAbi, stakingBytecode, [token.address, DEFAULT_STAKING_OPTION]);
  const staking = { address: deployed.address, abi: stakingAbi } as const;
  for (const who of [owner, alice]) {
    await send(owner, token, 'mint', [who.walletClient.account.address, tokens(10_000)]);
    await send(who, token, 'approve', [staking.address, maxUint256]);
  }
  await send(owner, staking, 'fundRewards', [tokens(1000)]);
  return { owner, alice, token, staking };
});

const call = {
  claim: encodeFunctionData({ abi: stakingAbi, functionName: 'claim', args: [0n] }),
  unstake: encodeFunctionData({ abi: stakingAbi, functionName: 'unstake', args: [0n] }),
  stake: encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: [tokens(100), 0, 1n] }),
  getOption: encodeFunctionData({ abi: stakingAbi, functionName: 'getOption' }),
};

describe('reentrancy guard', () => {
  it('lets the callback run when it enters no guarded function (the control case)', async () => {
    const { alice, token, staking } = t.context;
    await send(alice, token, 'arm', [staking.address, call.getOption]);
    const receipt = await send(alice, staking, 'stake', [tokens(100), STAKING_TYPE.flexible, 1n]);
    expect(parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'Staked' })).toHaveLength(1);
  });

  it('refuses a callback into stake or claim during stake’s transferFrom', async () => {
    const { alice, token, staking } = t.context;
    for (const data of [call.stake, call.claim]) {
      await send(alice, token, 'arm', [staking.address, data]);
      await expectRevert(
        send(alice, staking, 'stake', [tokens(100), STAKING_TYPE.flexible, 1n]),
        'ReentrancyGuardReentrantCall',
      );
    }
  });

  it('refuses a callback into unstake or claim during claim’s and unstake’s payout', async () => {
    const { alice, token, staking } = t.context;
    await send(alice, staking, 'stake', [tokens(100), STAKING_TYPE.flexible, 1n]);
    await t.test.increaseTime({ seconds: 3600 });
    await send(alice, token, 'arm', [staking.address, call.unstake]);
    await expectRevert(send(alice, staking, 'claim', [0n]), 'ReentrancyGuardReentrantCall');
    await send(alice, token, 'arm', [staking.address, call.claim]);
    await expectRevert(send(alice, staking, 'unstake', [0n]), 'ReentrancyGuardReentrantCall');

    // Disarmed, the same calls go through: the refusals above came from the guard alone.
    await send(alice, token, 'arm', ['0x0000000000000000000000000000000000000000', '0x']);
    await send(alice, staking, 'claim', [0n]);
    await send(alice, staking, 'unstake', [0n]);
  });
});
