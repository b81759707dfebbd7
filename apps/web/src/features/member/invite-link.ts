/** The link a member shares: the sign-up page with their username as referral id (spec section 2). */
export function inviteLinkFor(username: string, origin: string): string {
  return `${origin}/register?ref_id=${encodeURIComponent(username)}`;
}
