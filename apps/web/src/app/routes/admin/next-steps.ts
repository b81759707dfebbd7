import { prefetch } from '@/lib/on-demand';

/**
 * The code of the sign-in's later steps, loaded while the step before is on screen (issue 14: the staff login
 * carries only the login form). index.tsx renders them lazily from the same imports; a prefetch here is the
 * same request, so a step that has loaded shows at once.
 */
export const loadTotpSteps = () => import('./totp-steps');

/** The signed-in back office (gate, shell, its table of pages) and the dashboard every full sign-in lands on. */
export const loadSignedIn = () => import('./signed-in');
export const loadDashboard = () => import('./dashboard');

/** Called as the two-factor step shows: the staff member types a code while the back office loads. */
export function prefetchBackOffice() {
  prefetch(loadSignedIn);
  prefetch(loadDashboard);
}
