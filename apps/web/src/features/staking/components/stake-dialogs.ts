/** The stake actions' dialogs, in one module that loads with the first action (../on-demand.ts). */
export { confirmStep, sendAndNotify } from './confirm-step';
export { choosePackage } from './choose-package';
