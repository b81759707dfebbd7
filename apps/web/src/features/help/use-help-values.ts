import { useLookup } from '@/lib/global-api';
import { helpValuesOf } from './help-values';

/** The settings the help texts quote, once the public lookup has answered. */
export function useHelpValues() {
  const lookup = useLookup();
  return { ...lookup, data: lookup.data ? helpValuesOf(lookup.data) : undefined };
}
