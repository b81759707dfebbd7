/** A row recorded from one on-chain event log (a deposit transfer, a contract stake). */
export interface ChainLogRow {
  id: bigint;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: bigint;
}

/** Where a recorded event sits on chain, as every answer about one shows it: our id, then chain, transaction, log and block. */
export function chainLogFields(row: ChainLogRow) {
  return {
    id: String(row.id),
    chain_id: row.chain_id,
    tx_hash: row.tx_hash,
    log_index: row.log_index,
    block_number: String(row.block_number),
  };
}
