import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const mergeRefsId = '\0scroll-area-merge-refs';
/** What components/notices-on-demand.tsx loads: Mantine's notices container alone (declared in src/vite-modules.d.ts). */
const noticesContainer = 'virtual:notices-container';
const require = createRequire(import.meta.url);

/**
 * Two Mantine parts kept off the member's first load (issue 14, bench/RESULTS.md). A module lands in one chunk
 * with every export any screen uses, so one small import can carry a whole library onto a first load:
 * - Mantine's ScrollArea (inside every Modal, which the modal manager renders) imports one small hook,
 *   `useMergeRefs`, from `@floating-ui/react`: that put all of floating-ui (~15 kB gzip, which the menus, selects
 *   and tooltips of later screens use) on the first load. ScrollArea gets the same hook from `@mantine/hooks`
 *   (`useMergedRef`, which takes the refs one by one instead of as an array).
 * - `@mantine/notifications` has one entry for its store (which `notify` uses) and its container (with its
 *   transitions): importing the container from the entry on demand still put it on the first load.
 *   `virtual:notices-container` is the container's own module.
 */
export function mantineParts(): Plugin {
  return {
    name: 'mantine-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea\.mjs$/.test(importer ?? ''))
        return mergeRefsId;
      if (source === noticesContainer)
        return path.resolve(path.dirname(require.resolve('@mantine/notifications')), '../esm/Notifications.mjs');
      return null;
    },
    load(id) {
      if (id !== mergeRefsId) return null;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        'export const useMergeRefs = (refs) => useMergedRef(...refs);',
      ].join('\n');
    },
  };
}
