/**
 * Money on the wire is a decimal string with six places ("125.500000"); inside it is bigint micro-USDT.
 * Never a float: parsing is done on the string's digits.
 */
import { formatterCache } from './intl-cache';

export const MICRO_PER_UNIT = 1_000_000n;
export const MONEY_DECIMALS = 6;

/** Largest amount we ever accept from a member: far beyond any real balance, far below bigint column limits. */
export const MAX_INPUT_UNITS = 1_000_000_000n;

const decimalPattern = /^(0|[1-9]\d{0,17})(?:\.(\d{1,6}))?$/;

/** Parses a user- or wire-supplied decimal ("12", "12.5") into micro units; null when it is not a plain decimal. */
export function parseMoneyToMicro(input: unknown): bigint | null {
  const text = typeof input === 'number' && Number.isSafeInteger(input) ? String(input) : input;
  if (typeof text !== 'string') return null;
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const whole = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(MONEY_DECIMALS, '0'));
  return whole * MICRO_PER_UNIT + fraction;
}

/** Parses an amount that the spec says must be a whole number of USDT. */
export function parseWholeUnitsToMicro(input: unknown): bigint | null {
  const micro = parseMoneyToMicro(input);
  if (micro === null || micro % MICRO_PER_UNIT !== 0n) return null;
  if (micro / MICRO_PER_UNIT > MAX_INPUT_UNITS) return null;
  return micro;
}

export function formatMicro(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const whole = abs / MICRO_PER_UNIT;
  const fraction = (abs % MICRO_PER_UNIT).toString().padStart(MONEY_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The one way an amount is shown to people (member screens, notifications, mail, the back office):
 * grouped in the reader's language, `fractionDigits` places (two by default), truncated so a shown
 * balance never rounds up to money that is not there. Intl formats the decimal string itself, so no
 * float ever touches the amount.
 */
export function formatMoney(amount: string | bigint, language: string, fractionDigits = 2): string {
  const text = typeof amount === 'bigint' ? formatMicro(amount) : amount;
  return moneyFormat(language, fractionDigits).format(text as Intl.StringNumericLiteral);
}

/** One formatter per language and precision (building one loads the locale's data, issue 14). */
const moneyFormats = formatterCache<Intl.NumberFormat>();
function moneyFormat(language: string, fractionDigits: number): Intl.NumberFormat {
  return moneyFormats(
    `${language}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
        roundingMode: 'trunc',
      }),
  );
}

/** Every micro unit, grouped: where an operator needs the exact value (ledger detail, adjustments, liabilities). */
export function formatMoneyExact(amount: string | bigint, language: string): string {
  return formatMoney(amount, language, MONEY_DECIMALS);
}

/** An amount put into a money input: the wire string without its trailing zeros ("25.000000" → "25"). */
export function moneyInputValue(amount: string): string {
  if (!amount.includes('.')) return amount;
  return amount.replace(/0+$/, '').replace(/\.$/, '');
}
