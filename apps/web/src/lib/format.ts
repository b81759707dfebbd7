/**
 * Display formatting for the member's language. Money arrives as an exact decimal string
 * ("1234.567890"); Intl formats the string itself, so no float ever touches a balance.
 */
export function formatUsdt(amount: string, language: string, fractionDigits = 2): string {
  const formatter = new Intl.NumberFormat(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    // Shown balances never round up to money the member does not have.
    roundingMode: 'trunc',
  });
  return formatter.format(amount as Intl.StringNumericLiteral);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A country's name in the interface language, from its ISO code; the list's English name otherwise. */
export function countryName(country: { iso: string; name_en: string }, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.iso) ?? country.name_en;
  } catch {
    return country.name_en;
  }
}
