/**
 * Navigation for code that lives outside the router tree: modals are rendered by the ModalsProvider,
 * above the RouterProvider, so they cannot use `useNavigate`. The member shell registers the router's
 * navigate function here; before that (or outside the app) a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let registered: Navigate | null = null;

export function registerNavigator(navigate: Navigate): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (registered) registered(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
