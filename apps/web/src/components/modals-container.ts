// Mantine's modal manager, loaded on demand by modals-on-demand.tsx. In the build this import is the manager's own
// module, not the package's entry (vite.config.mantine-parts.ts): the entry holds the `modals` events too, which
// the first load has, and importing the manager through it would put the manager (with Modal) on the first load.
export { ModalsProvider } from '@mantine/modals';
