/**
 * The error catalogue: every failure the API can answer, once.
 * `message` on the wire is the key; the web client translates it (locales/<lng>/errors.json).
 * Keys from the spec's section 8 keep their original spelling (INSUFFICIAN_BALANCE, MEMBER_EXITS).
 */
export const errorCatalogue = {
  // Generic
  internalError: { code: 1000, status: 500 },
  unauthorized: { code: 1001, status: 401 },
  maintenance: { code: 1002, status: 503 },
  VALIDATION_ERROR: { code: 1003, status: 400 },
  INVALID_JSON: { code: 1004, status: 400 },
  NOT_FOUND: { code: 1005, status: 404 },
  PAYLOAD_TOO_LARGE: { code: 1006, status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 1007, status: 415 },
  TOO_MANY_REQUESTS: { code: 1008, status: 429 },
  REQUEST_FAIL: { code: 1009, status: 400 },
  NO_PERMISSION: { code: 1010, status: 403 },
  IDEMPOTENCY_KEY_REUSED: { code: 1011, status: 409 },
  STATE_CHANGED: { code: 1012, status: 409 },
  NOT_AVAILABLE_YET: { code: 1013, status: 501 },
  // Requests the server cannot take as sent: a wrong method for the path, an over-long address or
  // header block, a request that did not arrive in time (answered before any route runs).
  METHOD_NOT_ALLOWED: { code: 1014, status: 405 },
  URI_TOO_LONG: { code: 1015, status: 414 },
  HEADERS_TOO_LARGE: { code: 1016, status: 431 },
  REQUEST_TIMEOUT: { code: 1017, status: 408 },
  // The database cannot be reached or is behind this build's migrations: a load balancer sends no traffic.
  NOT_READY: { code: 1018, status: 503 },

  // Passwords and identity
  LOGIN_FAIL: { code: 2000, status: 422 },
  INCORRECT_PASSWORD: { code: 2001, status: 422 },
  INCORRECT_SEC_PASSWORD: { code: 2002, status: 422 },
  INCORRECT_OTP: { code: 2003, status: 422 },
  INCORRECT_USERNAME: { code: 2004, status: 422 },
  NO_CHINESE: { code: 2005, status: 400 },
  ACCOUNT_LOCKED: { code: 2006, status: 429 },
  OTP_TOO_SOON: { code: 2007, status: 429 },
  OTP_NOT_VERIFIED: { code: 2008, status: 422 },
  SEC_PASSWORD_NOT_SET: { code: 2009, status: 422 },
  SEC_PASSWORD_ALREADY_SET: { code: 2010, status: 409 },
  SAME_AS_LOGIN_PASSWORD: { code: 2011, status: 422 },
  USERNAME_ALREADY_BOUND: { code: 2012, status: 409 },
  EMAIL_NOT_FOUND: { code: 2013, status: 422 },
  passwordNotMatch: { code: 2014, status: 400 },
  emailEmpty: { code: 2015, status: 400 },
  userFreezed: { code: 2016, status: 403 },
  INCORRECT_TOTP: { code: 2017, status: 422 },
  TOTP_SETUP_REQUIRED: { code: 2018, status: 403 },

  // Sign-up conflicts
  MEMBER_EXITS: { code: 3000, status: 409 },
  EMAIL_EXITS: { code: 3001, status: 409 },
  INCORRECT_SPONSOR: { code: 3002, status: 422 },
  Incorrect_Referral_Code: { code: 3003, status: 422 },
  TERMS_NOT_ACCEPTED: { code: 3004, status: 400 },

  // Staking
  INCORRECT_STAKING_AMOUNT: { code: 4000, status: 422 },
  MAX_STAKE_AMOUNT: { code: 4001, status: 422 },
  SAME_STAKE_AMOUNT: { code: 4002, status: 422 },
  PACKAGE_UNDER_TOPUP: { code: 4003, status: 409 },
  PACKAGE_UNDER_TERMINATE: { code: 4004, status: 409 },
  no_can_claim_bonus: { code: 4005, status: 422 },
  TERMINATE_NOT_ALLOWED: { code: 4006, status: 422 },
  CONTRACT_CANNOT_END_EARLY: { code: 4007, status: 422 },
  SURRENDER_NOT_OPEN: { code: 4008, status: 422 },
  PACKAGE_INACTIVE: { code: 4009, status: 422 },
  PACKAGE_HAS_LIVE_STAKES: { code: 4010, status: 409 },
  PACKAGE_CODE_EXISTS: { code: 4011, status: 409 },

  // Withdrawal and balance
  MIN_WITHDRAW_AMOUNT: { code: 5000, status: 422 },
  MIN_WITHDRAW_AMOUNT_IS_3: { code: 5001, status: 422 },
  INSUFFICIAN_BALANCE: { code: 5002, status: 422 },
  LAST_DEPOSIT_PENDING: { code: 5003, status: 409 },
  LAST_WITHDRAWAL_PENDING: { code: 5004, status: 409 },
  REACH_TODAY_LIMIT: { code: 5005, status: 422 },
  // Deposits and payout details
  DEPOSIT_NETWORK_UNAVAILABLE: { code: 5010, status: 422 },
  FIAT_DEPOSIT_CLOSED: { code: 5011, status: 422 },
  TX_HASH_USED: { code: 5012, status: 409 },
  BANK_HOLDER_MISMATCH: { code: 5013, status: 422 },
  /** A payout binding changed less than PAYOUT_CHANGE_HOLD_HOURS ago; data.until says when withdrawals open. */
  PAYOUT_CHANGE_HOLD: { code: 5014, status: 422 },
  // Transfers and swaps
  MIN_TRANSFER_AMOUNT: { code: 5100, status: 422 },
  TRANSFER_TO_SELF: { code: 5101, status: 422 },
  RECEIVER_NOT_IN_TEAM: { code: 5102, status: 422 },
  RECEIVER_FROZEN: { code: 5103, status: 422 },
  SWAP_NOT_ALLOWED: { code: 5104, status: 422 },

  // Address
  IncorrectBEPaddress: { code: 6000, status: 400 },
  no_address: { code: 6001, status: 422 },
  'Address binded': { code: 6002, status: 409 },
  /** One of the platform's own deposit addresses cannot be a member's payout address (D16). */
  PLATFORM_ADDRESS: { code: 6003, status: 422 },

  // Wallet login (Sign-In with Ethereum) and linked wallets
  WALLET_NONCE_INVALID: { code: 6100, status: 422 },
  WALLET_MESSAGE_EXPIRED: { code: 6101, status: 422 },
  WALLET_MESSAGE_NOT_YET_VALID: { code: 6102, status: 422 },
  WALLET_WRONG_DOMAIN: { code: 6103, status: 422 },
  WALLET_WRONG_URI: { code: 6104, status: 422 },
  WALLET_WRONG_CHAIN: { code: 6105, status: 422 },
  WALLET_MESSAGE_INVALID: { code: 6106, status: 422 },
  WALLET_ADDRESS_MISMATCH: { code: 6107, status: 422 },
  WALLET_SIGNATURE_INVALID: { code: 6108, status: 422 },
  WALLET_ALREADY_LINKED: { code: 6109, status: 409 },
  WALLET_IN_USE: { code: 6110, status: 409 },
  WALLET_NOT_LINKED: { code: 6111, status: 422 },
  WALLET_ONLY_LOGIN: { code: 6112, status: 422 },
  CHAIN_UNAVAILABLE: { code: 6113, status: 422 },
  // The chain (deposits and on-chain stakes)
  CHAIN_NOT_CONFIGURED: { code: 6114, status: 422 },
  CHAIN_TX_NOT_FOUND: { code: 6115, status: 422 },
  CHAIN_TX_NO_DEPOSIT: { code: 6116, status: 422 },
  /** The other deposit path (chain deposits, or a staff-approved manual one) has credited or queued this tx hash. */
  TX_HASH_CREDITED: { code: 6117, status: 409 },

  // On-chain stakes reported by their transaction (api/staking/contractStaking)
  CHAIN_TX_FAILED: { code: 6302, status: 422 },
  CHAIN_TX_NOT_FINAL: { code: 6303, status: 422 },
  CHAIN_TX_WRONG_CONTRACT: { code: 6304, status: 422 },
  CHAIN_TX_WRONG_WALLET: { code: 6305, status: 422 },
  CHAIN_STAKE_RECORDED: { code: 6306, status: 409 },

  // Access
  level_not_enough: { code: 7000, status: 403 },

  // Back office
  STAFF_DISABLED: { code: 8000, status: 403 },
  STAFF_EXISTS: { code: 8001, status: 409 },
  CANNOT_CHANGE_OWN_ACCOUNT: { code: 8002, status: 422 },
  SAME_STAFF_APPROVAL: { code: 8003, status: 403 },

  // Uploads, tickets and news
  FILE_TYPE_NOT_ALLOWED: { code: 9100, status: 415 },
  FILE_TOO_LARGE: { code: 9101, status: 413 },
  TOO_MANY_FILES: { code: 9102, status: 413 },
  TICKET_CLOSED: { code: 9110, status: 409 },

  // KYC
  KYC_PENDING: { code: 9200, status: 409 },
  KYC_ALREADY_APPROVED: { code: 9201, status: 409 },
  KYC_FULLNAME_REQUIRED: { code: 9202, status: 422 },
  IMAGE_UNREADABLE: { code: 9203, status: 422 },

  // Activation codes (7000 is level_not_enough, so they start at 7001)
  NO_PIN: { code: 7001, status: 403 },
  INCORRECT_PIN: { code: 7002, status: 422 },
  PIN_ALREADY_USED: { code: 7003, status: 409 },
  PIN_EXPIRED: { code: 7004, status: 422 },
  PIN_VOID: { code: 7005, status: 409 },
  ACCOUNT_ALREADY_ACTIVATED: { code: 7006, status: 409 },
  ACTIVATE_NOT_DOWNLINE: { code: 7007, status: 422 },
  // Shop and voucher mall, member side (7100-7199; spec spellings kept as keys)
  NO_PRODUCT_MATCH: { code: 7100, status: 409 },
  SELECT_PAY_TYPE: { code: 7101, status: 422 },
  'Incorrect Mall': { code: 7102, status: 409 },
  'Order not found': { code: 7103, status: 404 },
  CART_EMPTY: { code: 7104, status: 422 },
  ADDRESS_REQUIRED: { code: 7105, status: 422 },
  PICKUP_NOT_ALLOWED: { code: 7106, status: 422 },
  CASH_EXCEEDS_TOTAL: { code: 7107, status: 422 },
  PAY_TYPE_NOT_ALLOWED: { code: 7108, status: 422 },
  ORDER_STATUS_NOT_ALLOWED: { code: 7109, status: 409 },
  PRODUCT_NOT_FOUND: { code: 7110, status: 404 },
  ADDRESS_NOT_FOUND: { code: 7111, status: 404 },
  ADDRESS_LIMIT: { code: 7112, status: 422 },
  CART_FULL: { code: 7113, status: 422 },
  EXCHANGE_WINDOW_CLOSED: { code: 7114, status: 422 },
  ERROR_WINDOW_CLOSED: { code: 7115, status: 422 },
  ORDER_REQUEST_OPEN: { code: 7116, status: 409 },

  // Shop and voucher mall, back office (7200-7249)
  ORDER_NO_READY_PICKUP: { code: 7200, status: 422 },
  MALL_CATEGORY_IN_USE: { code: 7201, status: 409 },
  MALL_PRODUCT_ORDERED: { code: 7202, status: 409 },
  MALL_IMAGES_FULL: { code: 7204, status: 422 },

  // Store members (7300-7349)
  STORE_APPLICATION_OPEN: { code: 7300, status: 409 },
  STORE_NOT_APPROVED: { code: 7301, status: 403 },
  STORE_SUSPENDED: { code: 7302, status: 403 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Field-level problems reported in `data.fields`; also translated by the client (errors:field.<key>). */
export const fieldErrorKeys = [
  'required',
  'invalid',
  'tooShort',
  'tooLong',
  'mustBeInteger',
  'invalidEmail',
  'invalidUsername',
  'weakPassword',
  'passwordNotMatch',
  'NO_CHINESE',
  'termsRequired',
  'digitsOnly',
] as const;
export type FieldErrorKey = (typeof fieldErrorKeys)[number];

/** The response envelope every call answers with. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
