/** One string for each `:name` parameter of a route pattern: `'/a/:id/b/:side'` → `[string, string]`. */
type ParamValues<R extends string> = R extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : R extends `${string}:${string}`
    ? [string]
    : [];

/**
 * A path with parameters, written once: called, it builds the href a client requests (each value
 * URI-encoded, in the pattern's order); its `route` is the pattern the server registers.
 */
export type ParamPath<R extends string> = ((...values: ParamValues<R>) => string) & { readonly route: R };

export function paramPath<const R extends string>(route: R): ParamPath<R> {
  const href = (...values: string[]) => {
    let next = 0;
    return route.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(values[next++] ?? ''));
  };
  return Object.assign(href, { route }) as ParamPath<R>;
}

/** API paths at the spec's exact spelling (api.md). Server routes and the web client both use these. */
export const paths = {
  health: '/api/health',
  ready: '/api/ready',
  global: {
    lookup: '/api/global/lookup',
    sentOtp: '/api/global/sent-otp',
    checkOtp: '/api/global/check-otp',
    checkReferral: '/api/global/check-referral',
    countryList: '/api/global/country_list',
    contactUs: '/api/global/contactUs',
  },
  auth: {
    login: '/api/auth/login',
    walletLogin: '/api/auth/walletLogin',
    /** Not in the spec: the SIWE nonce walletLogin's signed message must carry. */
    walletNonce: '/api/auth/walletNonce',
    signup: '/api/auth/signup',
    resetPassword: '/api/auth/reset-password',
    logout: '/api/auth/logout',
  },
  member: {
    requestUserOtp: '/api/member/requestUserOTP',
    checkUserOtp: '/api/member/checkUserOTP',
    changePassword: '/api/member/change-password',
    changeSecPassword: '/api/member/change-secpassword',
    resetSecPassword: '/api/member/reset-secpassword',
    setSecPassword: '/api/member/set-secpassword',
    getBankInfo: '/api/member/get-bank-info',
    userBank: '/api/member/user-bank',
    getMemberInfo: '/api/member/get-member-info',
    updateMemberInfo: '/api/member/update-member-info',
    updateAddress: '/api/member/update-address',
    userKyc: '/api/member/UserKyc',
    bindUsername: '/api/member/bindUsername',
    homePage: '/api/member/home-page',
    /** Not in the spec: link a wallet to a password account (SIWE), and unlink it. */
    walletLinkNonce: '/api/member/walletLinkNonce',
    linkWallet: '/api/member/linkWallet',
    unlinkWallet: '/api/member/unlinkWallet',
  },
  news: { list: '/api/news/news-list', detail: '/api/news/news-detail' },
  ticket: {
    create: '/api/ticket/create-ticket',
    list: '/api/ticket/get-ticket',
    read: '/api/ticket/read-ticket',
  },
} as const;
