/** The business days a history is narrowed to (YYYY-MM-DD, inclusive); null leaves that end open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export const allDays: DayRange = { from: null, to: null };

/** A range that ends before it starts: said under the second date, never asked for. */
export const isBackwards = (range: DayRange) => range.from !== null && range.to !== null && range.from > range.to;
