import { lazy } from 'react';
import { i18n } from '@/lib/i18n';

/*
 * The staking page's parts that its first screen (the summary and the packages on offer) does not show load
 * when they are first needed (issue 14, decision 023): the stake form with the form stack (react-hook-form, zod
 * and the bound fields) when a package is picked, the stakes and the records with their tabs, and the action
 * dialogs (the confirmation, the package choice, the secondary password with its rule) with the first action.
 * Each `load*` also starts the download early, when the member reaches for what needs it (pointer or focus).
 */

export const loadStakeForm = () => import('./components/stake-form');
export const StakeForm = lazy(() => loadStakeForm().then((m) => ({ default: m.StakeForm })));

export const loadStakeCard = () => import('./components/stake-card');
export const StakeCard = lazy(() => loadStakeCard().then((m) => ({ default: m.StakeCard })));

export const loadStakingRecords = () => import('./components/staking-records');
export const StakingRecords = lazy(() => loadStakingRecords().then((m) => ({ default: m.StakingRecords })));

/**
 * The dialogs' code, and the wallet names the claim's confirmation shows. A button that awaits it passes a failed
 * download to notifyError (the one notice), rather than doing nothing.
 */
export const loadStakeDialogs = () =>
  Promise.all([import('./components/stake-dialogs'), i18n.loadNamespaces('wallet')]).then(([dialogs]) => dialogs);
