import {
  type ActivatePinInput,
  type ActivatePinResult,
  type BuyPinInput,
  type BuyPinResult,
  type TransferPinInput,
  type TransferPinResult,
  pinPaths,
} from '@tandem/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { refreshMemberMoney } from '@/lib/query-keys';
import { pinKeys } from './keys';

/**
 * After any code action (refused ones too: another tab may have moved something), the codes, the
 * account's state and the balances may all have changed.
 */
const refreshAfterPinAction = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: pinKeys.all }), refreshMemberMoney(queryClient)]);

export const useBuyPins = () => useKeyedMutation<BuyPinInput, BuyPinResult>(pinPaths.buy, refreshAfterPinAction);

export const useTransferPins = () =>
  useKeyedMutation<TransferPinInput, TransferPinResult>(pinPaths.transfer, refreshAfterPinAction);

export const useActivatePin = () =>
  useKeyedMutation<ActivatePinInput, ActivatePinResult>(pinPaths.activate, refreshAfterPinAction);
