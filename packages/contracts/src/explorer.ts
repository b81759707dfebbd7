/**
 * Block explorers of the chains the product runs on (design/chain.md): BscScan for BNB chain
 * mainnet (56) and its testnet (97). Any other chain id has no explorer we can name.
 */
const explorerByChainId: Readonly<Record<number, string>> = {
  56: 'https://bscscan.com',
  97: 'https://testnet.bscscan.com',
};

const txHashPattern = /^(0x)?[0-9a-fA-F]{64}$/;

/**
 * The explorer page of a transaction on the configured chain, or null when the text is no tx hash
 * (a bank reference) or the chain is unknown: then the member gets the hash to copy, not a wrong link.
 */
export function explorerTxUrl(chainId: number | string | undefined, txHash: string): string | null {
  const base = chainId === undefined ? undefined : explorerByChainId[Number(chainId)];
  const hash = txHash.trim();
  if (!base || !txHashPattern.test(hash)) return null;
  return `${base}/tx/${hash.startsWith('0x') ? hash : `0x${hash}`}`;
}
