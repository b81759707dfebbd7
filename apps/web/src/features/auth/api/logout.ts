import { paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';
import { memberSession } from '@/lib/session';
import { queryClient } from '@/lib/query-client';

/**
 * Ends the session on the server, then forgets it here whatever the server said: a member who taps
 * "log out" must be logged out on this device even offline or with an already expired token.
 */
export async function logout() {
  try {
    if (memberSession.getToken()) await api.post(paths.auth.logout, {}, { isUnauthorizedExpected: true });
  } catch {
    // Nothing to undo: the local session ends below either way.
  } finally {
    memberSession.clear();
    queryClient.clear();
  }
}
