/** Build-time settings of the web app. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? 'Tandem';

/** Local-storage keys, as the spec names them: {product}Token, info, address, username, password, lan. */
export const storageKeys = {
  token: `${PRODUCT_NAME}Token`,
  info: 'info',
  address: 'address',
  username: 'username',
  password: 'password',
  language: 'lan',
  /** Staff sessions are kept apart from member sessions, and only for the tab's life. */
  staffToken: `${PRODUCT_NAME}StaffToken`,
} as const;

/** Spec section 9: HTTP timeout. */
export const HTTP_TIMEOUT_MS = 90_000;
/** Spec section 4: after a 401, go to /web after this long. */
export const UNAUTHORIZED_REDIRECT_MS = 2_000;
