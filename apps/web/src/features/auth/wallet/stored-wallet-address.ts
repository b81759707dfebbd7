import { storageKeys } from '@/lib/config';

/**
 * The wallet of a wallet login, kept under the spec's `address` key (memberSession.setAddress; a
 * logout clears it). Read here rather than through memberSession so the first page carries nothing
 * of the wallet feature.
 */
export const storedWalletAddress = () => localStorage.getItem(storageKeys.address);
