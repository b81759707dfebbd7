import { Box, Loader, Overlay } from '@mantine/core';
import classes from './shell.module.css';
import { useInitialLoader } from './use-shell-effects';

/**
 * The spec's loading indicator as the app opens (use-shell-effects.ts, useInitialLoader): a spinner over a
 * veiled page. It is what Mantine's LoadingOverlay drew here (its fade lasted 0 ms), without the Transition
 * machinery that came with it on the first load (issue 14).
 */
export function BootOverlay() {
  // Its own state: hiding it re-renders the overlay alone, not the whole member shell (issue 14, blocking time).
  const isBooting = useInitialLoader();
  if (!isBooting) return null;
  return (
    <Box className={classes.bootOverlay} data-testid="app-loading">
      <Loader className={classes.bootLoader} />
      <Overlay backgroundOpacity={0.75} blur={1} zIndex={300} />
    </Box>
  );
}
