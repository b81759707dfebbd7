import { type ContractInfo, type ContractStake, contractStakingTypes } from '@tandem/contracts';
import { TOKEN_DECIMALS } from '@tandem/chain';
import { type Address, type Hex, formatUnits, getAddress, isAddress } from 'viem';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createChainClient } from '../../lib/chain-client';
import { chainLogFields } from '../../lib/chain-log';
import { verifyStakeTransaction } from './contract-stake-receipt';
import {
  type ContractStakeRow,
  findLinkedWallet,
  contractStakesInSession,
  contractStakesOfJson,
  insertContractStakes,
} from './contract-staking.repository';

/** On-chain stakes listed with the member's stakes (stakingInfo); older ones stay on chain. */
const CONTRACT_STAKES_SHOWN = 50;

/** The chain the on-chain page talks to, or `configured: false` (no RPC, no contracts). */
export function contractInfo(deps: Pick<Deps, 'config'>): ContractInfo {
  const settings = chainSettings(deps);
  if (!settings) return { configured: false };
  return {
    configured: true,
    chain_id: settings.chainId ?? 97,
    staking_contract: settings.staking,
    token_contract: settings.token,
  };
}

function chainSettings({ config }: Pick<Deps, 'config'>) {
  const { rpcUrl, stakingContract, tokenContract, chainId } = config.chain;
  if (!rpcUrl || !stakingContract || !tokenContract) return null;
  if (!isAddress(stakingContract) || !isAddress(tokenContract)) return null;
  return { chainId, staking: getAddress(stakingContract), token: getAddress(tokenContract) };
}

/**
 * The member reports a stake transaction: the server reads it from the chain (contract-stake-receipt.ts)
 * and records each Staked event of the member's linked wallet once. Nothing of the stake comes from
 * the client but the hash. A transaction already recorded is CHAIN_STAKE_RECORDED.
 */
export async function reportContractStake(
  deps: Deps,
  memberId: bigint,
  input: { tx_hash: Hex },
): Promise<ContractStake[]> {
  const settings = chainSettings(deps);
  const client = createChainClient(deps.config);
  if (!settings || !client) throw new AppError('CHAIN_NOT_CONFIGURED');
  const wallet = await findLinkedWallet(deps.db, memberId);
  if (!wallet) throw new AppError('WALLET_NOT_LINKED');
  const verified = await verifyStakeTransaction(
    { client, contract: settings.staking, chainId: settings.chainId, wallet: wallet as Address },
    input.tx_hash,
  );
  const inserted = await insertContractStakes(deps.db, memberId, verified, deps.clock.now());
  if (inserted.length === 0) throw new AppError('CHAIN_STAKE_RECORDED');
  return inserted.map(contractStakeView);
}

/** The member's latest contract stakes as the column `contract_stakes` of a folded member read (stakingInfo). */
export const contractStakesRead = contractStakesInSession(CONTRACT_STAKES_SHOWN);

/** The asset page's contract stakes from contractStakesRead's column. */
export function contractStakesOfColumn(column: unknown): ContractStake[] {
  return contractStakesOfJson(column).map(contractStakeView);
}

function contractStakeView(row: ContractStakeRow): ContractStake {
  return {
    ...chainLogFields(row),
    wallet_address: row.wallet_address,
    stake_index: row.stake_index,
    amount: formatUnits(BigInt(row.amount), TOKEN_DECIMALS),
    staking_type: contractStakingTypes[row.staking_type]!,
    start_time: new Date(row.start_time).toISOString(),
    end_time: new Date(row.end_time).toISOString(),
    recorded_at: new Date(row.recorded_at).toISOString(),
  };
}
