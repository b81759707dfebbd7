/**
 * Shapes of the `data` the foundation calls answer with. The server's response schemas and the
 * web client's hooks both follow these. Money is a decimal string with six places.
 */
export interface LoginResult {
  token: string;
  user: { id: string; username: string; role_info: { name: 'user' } };
}

export type KycStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface Country {
  id: number;
  name: string;
  name_en: string;
  country_code: string;
  iso: string;
}

export interface MemberInfo {
  id: string;
  username: string;
  email: string | null;
  /** Bound wallet address, if any. */
  address: string | null;
  /** Secondary password: null if unset, a mask when set (the hash never leaves the server). */
  password2: string | null;
  point1: string;
  point2: string;
  point3: string;
  point4: string;
  point5: string;
  /** Principal in live stakes. */
  invest: string;
  rank: { id: number | null; rank_name_en: string; rank_name: string };
  fullname: string | null;
  nickname: string | null;
  mobile: string | null;
  language: string;
  country: { id: number; name: string; name_en: string; short_form: string; buy_rate: string; iso: string };
  /** `can_withdraw` is 'approved' only when withdrawals are allowed (spec section 4 guard). */
  check_kyc: { status: KycStatus; can_withdraw: KycStatus };
  role_info: { name: 'user' };
  sponsor_username: string | null;
  created_at: string;
  /** True when the account was created by wallet login and the username is still the address. */
  needs_username: boolean;
}

/** api/global/lookup: the public settings, values as text (as the original returned them). */
export type Lookup = Record<string, string>;
/** The lookup key carrying the business time zone (BUSINESS_TZ) the server counts days in. */
export const LOOKUP_BUSINESS_TZ = 'BUSINESS_TZ';

export interface HomePageData {
  username: string;
  /** Sum of point1..point3 (USDT wallets). */
  total_assets: string;
  invest: string;
  claimable_profit: string;
  direct_count: number;
  team_size: number;
  news: Array<{ id: string; title: string; description: string; public_path: string | null; updated_at: string }>;
}

export interface SendOtpResult {
  /** Seconds until another code may be requested (60). */
  resend_after_seconds: number;
}
