import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const mergeRefsId = '\0scroll-area-merge-refs';
/** The module that loads Mantine's notices container on demand (components/notices-on-demand.tsx). */
const noticesContainer = /[\\/]src[\\/]components[\\/]notices-container\.ts$/;
/** The module that loads Mantine's modal manager on demand (components/modals-on-demand.tsx). */
const modalsContainer = /[\\/]src[\\/]components[\\/]modals-container\.ts$/;
const require = createRequire(import.meta.url);
/** A Mantine component's class names, whose styles are `@mantine/core/styles/<Name>.layer.css`. */
const mantineStyles = /\/@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/;

/**
 * Two Mantine parts kept off the member's first load (issue 14, bench/RESULTS.md). A module lands in one chunk
 * with every export any screen uses, so one small import can carry a whole library onto a first load:
 * - Mantine's ScrollArea (inside every Modal, which the modal manager renders) imports one small hook,
 *   `useMergeRefs`, from `@floating-ui/react`: that put all of floating-ui (~15 kB gzip, which the menus, selects
 *   and tooltips of later screens use) on the first load. ScrollArea gets the same hook from `@mantine/hooks`
 *   (`useMergedRef`, which takes the refs one by one instead of as an array).
 * - `@mantine/notifications` has one entry for its store (which `notify` uses) and its container (with its
 *   transitions): importing the container from the entry on demand still put it on the first load.
 *   `src/components/notices-container.ts` gets the container's own module (tests, without this plugin, the entry).
 * - `@mantine/modals` likewise: its entry holds the `modals` events the first load uses and the manager (with
 *   Modal, ScrollArea, the focus trap and scroll lock), which `src/components/modals-container.ts` loads on demand.
 */
export function mantineParts(): Plugin {
  return {
    name: 'mantine-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea\.mjs$/.test(importer ?? ''))
        return mergeRefsId;
      if (source === '@mantine/notifications' && noticesContainer.test(importer ?? ''))
        return path.resolve(path.dirname(require.resolve('@mantine/notifications')), '../esm/Notifications.mjs');
      if (source === '@mantine/modals' && modalsContainer.test(importer ?? ''))
        return path.resolve(path.dirname(require.resolve('@mantine/modals')), '../esm/ModalsProvider.mjs');
      return null;
    },
    // Each Mantine component's styles come with the component (its `<Name>.module.mjs`, the class names, imports
    // `styles/<Name>.layer.css`), so a screen loads the CSS of the components it renders, in the same chunk's
    // stylesheet, instead of all of Mantine's 277 kB with the providers (issue 14: ~25 kB gzip unused on the
    // homepage). The layer keeps Mantine's rules under the app's own, whatever order the chunks load in.
    transform(code, id) {
      const component = mantineStyles.exec(id.replaceAll('\\', '/'));
      return component ? `${code}\nimport '@mantine/core/styles/${component[1]}.layer.css';\n` : null;
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
