import type { LoginResult } from '@tandem/contracts';
import { memberSession } from '@/lib/session';

/**
 * Keeps the token of a login or sign-up answer. Only a member account (role `user`) may hold a
 * member session here (spec sections 4 and 6); anything else is refused and nothing is stored.
 */
export function acceptLoginResult(result: LoginResult | null | undefined): boolean {
  if (!result || result.user?.role_info?.name !== 'user' || typeof result.token !== 'string' || !result.token) {
    memberSession.clear();
    return false;
  }
  memberSession.setToken(result.token);
  return true;
}
