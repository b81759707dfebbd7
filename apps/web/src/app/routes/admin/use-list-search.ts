import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** The page asked for in the address; anything but a whole number from 1 up is page 1. */
export const pageFrom = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/**
 * A list screen's filters and page, kept in the address so a reload, a shared link or the back button
 * keeps them. `read` turns the address into filters (ignoring what it does not know); a filter left
 * empty, and one equal to its default, stays out of the address, as does page 1.
 */
export function useListSearch<P extends { page: number }>(
  read: (search: URLSearchParams) => Omit<P, 'page'>,
  defaults: Partial<Omit<P, 'page'>> = {},
): [P, (next: P) => void] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // A typed filter settles a moment after the last keystroke. If the reader has opened a row by then, the
  // router keeps this list on screen until the next page has loaded; writing the filter now would cancel
  // that navigation and leave the reader on the list.
  // The same when the next page is loading its code or dictionaries: the router has moved on (the address bar,
  // which is the app's browser router's location, shows the new page) while React keeps this list on screen
  // until that page can render.
  const leaving = () =>
    (navigation.state !== 'idle' && navigation.location.pathname !== pathname) || window.location.pathname !== pathname;
  const params = { ...read(search), page: pageFrom(search) } as P;
  const setParams = (next: P) => {
    if (leaving()) return;
    const omitted: Record<string, unknown> = { ...defaults, page: 1 };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next as Record<string, unknown>)) {
      if (value !== undefined && value !== '' && value !== omitted[key]) query.set(key, String(value));
    }
    setSearch(query, { replace: true });
  };
  return [params, setParams];
}
