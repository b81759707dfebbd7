import type { MemberInfo } from '@tandem/contracts';
import { paths } from '@/config/paths';

export const bindUsernamePath = paths.member.bindUsername;
export const setSecPasswordPath = paths.member.setSecPassword;

/**
 * Where loaded member info sends the member (spec section 4): a wallet account still named by its
 * address picks a username first, then anyone without a secondary password sets one. The two
 * pages themselves are left alone, as is logging out (the account menu stays available).
 */
export function requiredSetupPath(info: MemberInfo | undefined, pathname: string): string | null {
  if (!info) return null;
  if (info.needs_username) return pathname === bindUsernamePath ? null : bindUsernamePath;
  if (info.password2 === null) {
    return pathname === setSecPasswordPath || pathname === bindUsernamePath ? null : setSecPasswordPath;
  }
  return null;
}
