import { z } from 'zod';
import { MAX_INPUT_UNITS, MICRO_PER_UNIT, parseMoneyToMicro } from './money-format';

// The plain helpers (parsing, formatting) live in money-format.ts, without zod: the public pages' islands
// format dates and amounts with them, and must not load the schemas (decision 023).
export * from './money-format';

/** Money in a response: the wire decimal string that formatMicro writes. */
export const moneyString = z.string().describe('decimal string with six places, e.g. "12.000000"');

/**
 * An amount as typed ("25", "2.5") or sent as a JSON number, kept as its trimmed text. Field keys:
 * 'required' (missing or blank), 'invalid' (not a plain positive decimal of at most six places: "-1",
 * "1e3", "abc", zero, beyond MAX_INPUT_UNITS) and, when `whole`, 'mustBeInteger' ("2.5").
 */
export function amountField({ whole }: { whole: boolean }) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
    })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .superRefine((text, ctx) => {
      if (text === '') return void ctx.addIssue({ code: 'custom', message: 'required' });
      const micro = text.length <= 40 ? parseMoneyToMicro(text) : null;
      if (micro === null || micro <= 0n || micro / MICRO_PER_UNIT > MAX_INPUT_UNITS) {
        return void ctx.addIssue({ code: 'custom', message: 'invalid' });
      }
      if (whole && micro % MICRO_PER_UNIT !== 0n) ctx.addIssue({ code: 'custom', message: 'mustBeInteger' });
    });
}
