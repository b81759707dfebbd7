/** What the list screens ask for; empty filters are left out so they do not split the cache. */
export interface MemberListParams {
  q?: string;
  status?: 'active' | 'frozen';
  page: number;
}
export interface AuditListParams {
  page: number;
  staff?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}
export interface ContactMessageListParams {
  page: number;
  handled?: 'true' | 'false';
}

/** Query keys of the back office; everything sits under `admin` so signing out drops it all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  totpSetup: () => [...adminKeys.all, 'totp-setup'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
  memberList: (query: MemberListParams) => [...adminKeys.members(), 'list', query] as const,
  member: (id: string) => [...adminKeys.members(), 'detail', id] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: (query: AuditListParams) => [...adminKeys.all, 'audit', query] as const,
  contactMessages: () => [...adminKeys.all, 'contact-messages'] as const,
  contactMessageList: (query: ContactMessageListParams) => [...adminKeys.contactMessages(), query] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
};
