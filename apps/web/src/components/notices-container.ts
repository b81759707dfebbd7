// Mantine's notices container, loaded on demand by notices-on-demand.tsx. In the build this import is the
// container's own module, not the package's entry (vite.config.mantine-parts.ts): the entry holds the store too,
// which the first load has, and importing the container through it put the container on the first load.
export { Notifications } from '@mantine/notifications';
