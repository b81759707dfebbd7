import { useState } from 'react';

/**
 * One wallet step at a time (link, unlink, log in): `busy` while the step runs, so its buttons show
 * it; a failure goes to `onFailure`, and busy ends either way.
 */
export function useBusyStep() {
  const [busy, setBusy] = useState(false);
  async function run(step: () => Promise<unknown>, onFailure: (error: unknown) => void) {
    setBusy(true);
    try {
      await step();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
