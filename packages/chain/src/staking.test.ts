import { maxUint256, parseEventLogs, type Address, type TransactionReceipt } from 'viem';
import { describe, expect, it } from 'vitest';
import { stakingAbi, testTokenAbi } from './abis';
import { expectRevert, send, useTestChain } from './chain.testing';
import { deployContracts, STAKING_TYPE, tokens, type StakingOption } from './deploy';

const DAY = 86_400n;
const OPTION: StakingOption = {
  minAmount: tokens(30),
  maxAmount: tokens(1000),
  minDuration: 1n,
  maxDuration: 30n,
  flexiStakingRate: 10, // 0.1 % a day
  fixed180DaysRate: 20,
  fixed360DaysRate: 30,
  durationType: 86_400,
};
const POOL = tokens(100_000);

const t = useTestChain(async ({ accounts }) => {
  const [owner, alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]];
  const deployment = await deployContracts(owner, { option: OPTION });
  const token = { address: deployment.token, abi: testTokenAbi } as const;
  const staking = { address: deployment.staking, abi: stakingAbi } as const;
  await send(owner, token, 'mint', [owner.walletClient.account.address, POOL]);
  await send(owner, token, 'approve', [staking.address, maxUint256]);
  await send(owner, staking, 'fundRewards', [POOL]);
  for (const member of [alice, bob]) {
    await send(owner, token, 'mint', [member.walletClient.account.address, tokens(10_000)]);
    await send(member, token, 'approve', [staking.address, maxUint256]);
  }
  return { owner, alice, bob, token, staking };
});

const addressOf = (who: 'owner' | 'alice' | 'bob'): Address => t.context[who].walletClient.account.address;

/** Expected reward: amount × rate (bp/day) × seconds / (1 day × 10 000), rounded down. */
const reward = (amount: bigint, rate: number, seconds: bigint) => (amount * BigInt(rate) * seconds) / (DAY * 10_000n);

function events<name extends 'Staked' | 'Claimed' | 'Compounded' | 'Unstaked'>(
  receipt: TransactionReceipt,
  eventName: name,
) {
  return parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName });
}

async function stake(who: 'alice' | 'bob', amount: bigint, stakingType: number, duration = 0n) {
  const receipt = await send(t.context[who], t.context.staking, 'stake', [amount, stakingType, duration]);
  const [staked] = events(receipt, 'Staked');
  return staked!.args;
}

const read = {
  stake: (who: Address, index: bigint) =>
    t.accounts[0]!.publicClient.readContract({ ...t.context.staking, functionName: 'getStake', args: [who, index] }),
  pending: (who: Address, index: bigint, blockNumber?: bigint) =>
    t.accounts[0]!.publicClient.readContract({
      ...t.context.staking,
      functionName: 'pendingRewardOf',
      args: [who, index],
      blockNumber,
    }),
  balance: (who: Address) =>
    t.accounts[0]!.publicClient.readContract({ ...t.context.token, functionName: 'balanceOf', args: [who] }),
  pool: () => t.accounts[0]!.publicClient.readContract({ ...t.context.staking, functionName: 'rewardPool' }),
  totalStaked: () => t.accounts[0]!.publicClient.readContract({ ...t.context.staking, functionName: 'totalStaked' }),
};

/** The next transaction's block gets exactly this timestamp. */
const at = (timestamp: bigint) => t.test.setNextBlockTimestamp({ timestamp });

describe('stake: bounds and the Staked event', () => {
  it('accepts the option’s minimum and maximum amounts and records the stake', async () => {
    const low = await stake('alice', tokens(30), STAKING_TYPE.flexible, 1n);
    expect(low).toMatchObject({ member: addressOf('alice'), stakeIndex: 0n, amount: tokens(30), stakingType: 0 });
    expect(low.endTime - low.startTime).toBe(DAY);
    const high = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    expect(high).toMatchObject({ stakeIndex: 1n, amount: tokens(1000) });
    expect(high.endTime - high.startTime).toBe(30n * DAY);

    const stored = await read.stake(addressOf('alice'), 1n);
    expect(stored).toEqual({
      amount: tokens(1000),
      stakingType: 0,
      startTime: high.startTime,
      endTime: high.endTime,
      lastClaimTime: high.startTime,
      compounds: 0,
      pendingReward: 0n,
      isCompounded: false,
      isArchived: false,
      rate: 10,
    });
    expect(await read.totalStaked()).toBe(tokens(1030));
    expect(await read.balance(addressOf('alice'))).toBe(tokens(10_000 - 1030));
  });

  it('refuses amounts outside [minAmount, maxAmount]', async () => {
    const { alice, staking } = t.context;
    await expectRevert(send(alice, staking, 'stake', [tokens(30) - 1n, 0, 1n]), 'AmountBelowMinimum', [
      tokens(30) - 1n,
      tokens(30),
    ]);
    await expectRevert(send(alice, staking, 'stake', [tokens(1000) + 1n, 1, 0n]), 'AmountAboveMaximum', [
      tokens(1000) + 1n,
      tokens(1000),
    ]);
  });

  it('refuses a flexible term outside [minDuration, maxDuration] and any term on a fixed stake', async () => {
    const { alice, staking } = t.context;
    await expectRevert(send(alice, staking, 'stake', [tokens(100), 0, 0n]), 'InvalidDuration', [0n, 1n, 30n]);
    await expectRevert(send(alice, staking, 'stake', [tokens(100), 0, 31n]), 'InvalidDuration', [31n, 1n, 30n]);
    await expectRevert(send(alice, staking, 'stake', [tokens(100), 1, 180n]), 'InvalidDuration', [180n, 0n, 0n]);
  });

  it('gives fixed stakes 180- and 360-day terms and refuses an unknown or closed type', async () => {
    const { owner, alice, staking } = t.context;
    const f180 = await stake('alice', tokens(100), STAKING_TYPE.fixed180Days);
    expect(f180.endTime - f180.startTime).toBe(180n * DAY);
    const f360 = await stake('alice', tokens(100), STAKING_TYPE.fixed360Days);
    expect(f360).toMatchObject({ stakeIndex: 1n, stakingType: 2 });
    expect(f360.endTime - f360.startTime).toBe(360n * DAY);

    await expectRevert(send(alice, staking, 'stake', [tokens(100), 3, 0n]), 'InvalidStakingType', [3]);
    await send(owner, staking, 'setOption', [{ ...OPTION, fixed180DaysRate: 0 }]);
    await expectRevert(send(alice, staking, 'stake', [tokens(100), 1, 0n]), 'StakingTypeClosed', [1]);
  });

  it('refuses an inconsistent option', async () => {
    const { owner, staking } = t.context;
    for (const bad of [
      { minAmount: 0n },
      { minAmount: tokens(1001) },
      { minDuration: 0n },
      { minDuration: 31n },
      { durationType: 0 },
      { fixed360DaysRate: 10_001 },
    ]) {
      await expectRevert(send(owner, staking, 'setOption', [{ ...OPTION, ...bad }]), 'InvalidOption');
    }
  });
});

describe('rewards', () => {
  it('accrue exactly amount × rate × elapsed / (1 day × 10 000) after evm_increaseTime + evm_mine', async () => {
    const s = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await t.test.increaseTime({ seconds: 7 * 86_400 });
    await t.test.mine({ blocks: 1 });
    const block = await t.accounts[0]!.publicClient.getBlock();
    const elapsed = block.timestamp - s.startTime;
    expect(elapsed).toBeGreaterThanOrEqual(7n * DAY);
    expect(await read.pending(addressOf('alice'), 0n, block.number)).toBe(reward(tokens(1000), 10, elapsed));
    // 7 days at 0.1 % a day on 1000 tokens is 7 tokens, plus the odd second anvil adds.
    expect(reward(tokens(1000), 10, 7n * DAY)).toBe(tokens(7));
  });

  it('stop at the end of the term: 180 days at 0.2 %, 360 days at 0.3 %, a 30-day flexible at 0.1 %', async () => {
    await stake('alice', tokens(1000), STAKING_TYPE.fixed180Days);
    await stake('alice', tokens(1000), STAKING_TYPE.fixed360Days);
    await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await t.test.increaseTime({ seconds: 400 * 86_400 });
    await t.test.mine({ blocks: 1 });
    expect(await read.pending(addressOf('alice'), 0n)).toBe(tokens(360));
    expect(await read.pending(addressOf('alice'), 1n)).toBe(tokens(1080));
    expect(await read.pending(addressOf('alice'), 2n)).toBe(tokens(30));
  });

  it('keep the rate a stake was made with when the owner changes the option', async () => {
    const { owner, staking } = t.context;
    const s = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await send(owner, staking, 'setOption', [{ ...OPTION, flexiStakingRate: 500 }]);
    await at(s.startTime + 10n * DAY);
    await t.test.mine({ blocks: 1 });
    expect(await read.pending(addressOf('alice'), 0n)).toBe(tokens(10));
    expect((await read.stake(addressOf('alice'), 0n)).rate).toBe(10);
  });
});

describe('claim', () => {
  it('pays the accrued reward from the pool and emits Claimed', async () => {
    const { alice, staking } = t.context;
    const s = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    const before = await read.balance(addressOf('alice'));
    await at(s.startTime + 10n * DAY);
    const receipt = await send(alice, staking, 'claim', [0n]);
    expect(events(receipt, 'Claimed').map((e) => e.args)).toEqual([
      { member: addressOf('alice'), stakeIndex: 0n, reward: tokens(10) },
    ]);
    expect(await read.balance(addressOf('alice'))).toBe(before + tokens(10));
    expect(await read.pool()).toBe(POOL - tokens(10));
    expect(await read.stake(addressOf('alice'), 0n)).toMatchObject({
      pendingReward: 0n,
      lastClaimTime: s.startTime + 10n * DAY,
      amount: tokens(1000),
    });
  });

  it('refuses when nothing has accrued since the last claim, or the index is unknown', async () => {
    const { alice, staking } = t.context;
    await stake('alice', tokens(1000), STAKING_TYPE.flexible, 1n);
    await t.test.increaseTime({ seconds: 2 * 86_400 });
    await send(alice, staking, 'claim', [0n]);
    await expectRevert(send(alice, staking, 'claim', [0n]), 'NothingToClaim', [0n]);
    await expectRevert(send(alice, staking, 'claim', [1n]), 'InvalidStakeIndex', [1n]);
  });

  it('refuses cleanly when the reward pool is short, paying nothing in part', async () => {
    const { owner, alice, staking } = t.context;
    await stake('alice', tokens(1000), STAKING_TYPE.flexible, 1n);
    await send(owner, staking, 'withdrawRewards', [addressOf('owner'), POOL - tokens(0.5)]);
    await t.test.increaseTime({ seconds: 2 * 86_400 });
    await t.test.mine({ blocks: 1 });
    await expectRevert(send(alice, staking, 'claim', [0n]), 'InsufficientRewardPool', [tokens(0.5), tokens(1)]);
    expect(await read.pool()).toBe(tokens(0.5));
  });
});

describe('compound', () => {
  it('moves the reward into the principal, which then earns on the larger amount', async () => {
    const { alice, staking } = t.context;
    const s = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await at(s.startTime + 10n * DAY);
    const receipt = await send(alice, staking, 'compound', [0n]);
    expect(events(receipt, 'Compounded').map((e) => e.args)).toEqual([
      { member: addressOf('alice'), stakeIndex: 0n, reward: tokens(10), newAmount: tokens(1010) },
    ]);
    expect(await read.stake(addressOf('alice'), 0n)).toMatchObject({
      amount: tokens(1010),
      compounds: 1,
      isCompounded: true,
      pendingReward: 0n,
      endTime: s.endTime,
    });
    expect(await read.totalStaked()).toBe(tokens(1010));
    expect(await read.pool()).toBe(POOL - tokens(10));

    await at(s.startTime + 20n * DAY);
    await t.test.mine({ blocks: 1 });
    expect(await read.pending(addressOf('alice'), 0n)).toBe(tokens(10.1));
  });

  it('is refused while paused and on an unstaked stake', async () => {
    const { owner, alice, staking } = t.context;
    await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await t.test.increaseTime({ seconds: 86_400 });
    await send(owner, staking, 'pause', []);
    await expectRevert(send(alice, staking, 'compound', [0n]), 'EnforcedPause');
    await send(owner, staking, 'unpause', []);
    await send(alice, staking, 'unstake', [0n]);
    await expectRevert(send(alice, staking, 'compound', [0n]), 'StakeIsArchived', [0n]);
  });
});

describe('unstake', () => {
  it('returns a flexible stake’s principal and reward at any time', async () => {
    const { alice, staking } = t.context;
    const s = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await at(s.startTime + 3600n);
    const receipt = await send(alice, staking, 'unstake', [0n]);
    const paid = reward(tokens(1000), 10, 3600n);
    expect(events(receipt, 'Unstaked').map((e) => e.args)).toEqual([
      { member: addressOf('alice'), stakeIndex: 0n, amount: tokens(1000), reward: paid },
    ]);
    expect(await read.balance(addressOf('alice'))).toBe(tokens(10_000) + paid);
    expect(await read.stake(addressOf('alice'), 0n)).toMatchObject({ isArchived: true, pendingReward: 0n });
    expect(await read.totalStaked()).toBe(0n);
    await expectRevert(send(alice, staking, 'unstake', [0n]), 'StakeIsArchived', [0n]);
  });

  it('refuses a fixed stake before its endTime and allows it at endTime', async () => {
    const { alice, staking } = t.context;
    const s = await stake('alice', tokens(1000), STAKING_TYPE.fixed180Days);
    await t.test.increaseTime({ seconds: 179 * 86_400 });
    await t.test.mine({ blocks: 1 });
    await expectRevert(send(alice, staking, 'unstake', [0n]), 'StakeLocked', [0n, s.endTime]);

    await at(s.endTime);
    const receipt = await send(alice, staking, 'unstake', [0n]);
    expect(events(receipt, 'Unstaked')[0]!.args).toMatchObject({ amount: tokens(1000), reward: tokens(360) });
  });

  it('returns the principal even when the pool cannot pay the reward, which stays claimable', async () => {
    const { owner, alice, staking } = t.context;
    const s = await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await send(owner, staking, 'withdrawRewards', [addressOf('owner'), POOL]);
    await at(s.startTime + 5n * DAY);
    const receipt = await send(alice, staking, 'unstake', [0n]);
    expect(events(receipt, 'Unstaked')[0]!.args).toMatchObject({ amount: tokens(1000), reward: 0n });
    expect(await read.balance(addressOf('alice'))).toBe(tokens(10_000));
    expect(await read.stake(addressOf('alice'), 0n)).toMatchObject({ isArchived: true, pendingReward: tokens(5) });

    // Archived: it earns nothing more, and the owed reward is paid once the pool is funded.
    await send(owner, staking, 'fundRewards', [tokens(100)]);
    await t.test.increaseTime({ seconds: 10 * 86_400 });
    const claimed = await send(alice, staking, 'claim', [0n]);
    expect(events(claimed, 'Claimed')[0]!.args.reward).toBe(tokens(5));
  });
});

describe('owner functions', () => {
  it('refuse every other account with OwnableUnauthorizedAccount', async () => {
    const { alice, staking, token } = t.context;
    const who = [addressOf('alice')];
    await expectRevert(send(alice, staking, 'setOption', [OPTION]), 'OwnableUnauthorizedAccount', who);
    await expectRevert(send(alice, staking, 'pause', []), 'OwnableUnauthorizedAccount', who);
    await expectRevert(send(alice, staking, 'unpause', []), 'OwnableUnauthorizedAccount', who);
    await expectRevert(send(alice, staking, 'fundRewards', [tokens(1)]), 'OwnableUnauthorizedAccount', who);
    await expectRevert(
      send(alice, staking, 'withdrawRewards', [addressOf('alice'), tokens(1)]),
      'OwnableUnauthorizedAccount',
      who,
    );
    await expectRevert(
      send(alice, staking, 'transferOwnership', [addressOf('alice')]),
      'OwnableUnauthorizedAccount',
      who,
    );
    await expectRevert(send(alice, token, 'mint', [addressOf('alice'), tokens(1)]), 'OwnableUnauthorizedAccount', who);
  });

  it('pass to a new owner with transferOwnership', async () => {
    const { owner, bob, staking } = t.context;
    await send(owner, staking, 'transferOwnership', [addressOf('bob')]);
    await expectRevert(send(owner, staking, 'pause', []), 'OwnableUnauthorizedAccount', [addressOf('owner')]);
    await send(bob, staking, 'pause', []);
  });

  it('pause stops new stakes but never claims or unstakes', async () => {
    const { owner, alice, staking } = t.context;
    await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await send(owner, staking, 'pause', []);
    await expectRevert(send(alice, staking, 'stake', [tokens(100), 0, 1n]), 'EnforcedPause');
    await t.test.increaseTime({ seconds: 86_400 });
    await send(alice, staking, 'claim', [0n]);
    await send(alice, staking, 'unstake', [0n]);
    await send(owner, staking, 'unpause', []);
    await stake('alice', tokens(100), STAKING_TYPE.flexible, 1n);
  });

  it('can never withdraw more than the reward pool: staked principal is out of reach', async () => {
    const { owner, staking } = t.context;
    await stake('alice', tokens(1000), STAKING_TYPE.flexible, 30n);
    await expectRevert(
      send(owner, staking, 'withdrawRewards', [addressOf('owner'), POOL + 1n]),
      'InsufficientRewardPool',
      [POOL, POOL + 1n],
    );
    await send(owner, staking, 'withdrawRewards', [addressOf('owner'), POOL]);
    expect(await read.balance(staking.address)).toBe(tokens(1000));
  });
});
