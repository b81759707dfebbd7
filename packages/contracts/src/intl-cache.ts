/**
 * Intl formatters kept by key, built on first use (issue 14): building an Intl.DateTimeFormat or
 * NumberFormat loads the locale's data and costs tens of microseconds, using one about one. A cache holds
 * at most `max` formatters and is emptied rather than let grow past it (a key may carry a caller's zone).
 */
export function formatterCache<Formatter>(max = 256): (key: string, build: () => Formatter) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (key, build) => {
    let formatter = formatters.get(key);
    if (formatter === undefined) {
      formatter = build();
      if (formatters.size >= max) formatters.clear();
      formatters.set(key, formatter);
    }
    return formatter;
  };
}
