// Modules the build provides (vite.config.mantine-parts.ts).
declare module 'virtual:notices-container' {
  export { Notifications } from '@mantine/notifications';
}
