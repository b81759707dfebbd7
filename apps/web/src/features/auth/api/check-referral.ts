import { type CheckReferralResult, paths } from '@tandem/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How long typing in a referral field rests before it is checked. */
const REFERRAL_CHECK_DEBOUNCE_MS = 400;

/**
 * The sign-up page's referral fields checked as soon as they are known (D15): the invite link's
 * values when the page opens, then what the member types, after a pause. Answers the sponsor's
 * username, or fails with INCORRECT_SPONSOR / Incorrect_Referral_Code like sign-up would.
 */
export function useReferralCheck(refId: string, jid: string) {
  // Debounced as one string: a fresh object on every render would restart the pause.
  const [typed] = useDebouncedValue(`${refId.trim()}\n${jid.trim()}`, REFERRAL_CHECK_DEBOUNCE_MS, { leading: true });
  const [ref_id = '', jidTyped = ''] = typed.split('\n');
  const query = { ref_id, jid: jidTyped };
  return useQuery({
    queryKey: ['auth', 'check-referral', query.ref_id, query.jid],
    queryFn: () =>
      api.get<CheckReferralResult>(paths.global.checkReferral, {
        query: query.jid ? query : { ref_id: query.ref_id },
        as: 'none',
      }),
    enabled: query.ref_id !== '',
    staleTime: 60_000,
  });
}
