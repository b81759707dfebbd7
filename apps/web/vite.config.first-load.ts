import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
type Context = { getModuleInfo(id: string): ModuleInfo };

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/**
 * First loads in few requests (issue 14). Left to itself the bundler cuts the app into ~600 chunks, one per
 * set of routes sharing a module, so `/web/homepage` fetched 88 scripts. Here the app's modules a member's
 * first load runs go into one chunk per layer (named `app-…`: the budget check finds them by it), with the
 * libraries they import (the group's recursive capture), so nothing needed only later, and nothing of the back
 * office, rides along:
 * - `app-core`: what the entry and the router import (React, the router, i18next), which the React-rendered
 *   public pages share (the pre-rendered ones load neither);
 * - `app-providers`: Mantine's provider and stylesheet, the query client, notifications: the app outside `/landing`;
 * - `app-member`: the member shell and its homepage, which every member address renders first.
 * A module two layers share goes to the first. Every other module keeps the default splitting: it loads with the
 * page that needs it, on navigation or prefetch.
 */
const layers: [name: string, roots: string[]][] = [
  ['app-core', [src('main.tsx'), src('app/router.tsx')]],
  ['app-providers', [src('app/providers.tsx')]],
  ['app-member', [src('app/routes/member/layout.tsx'), src('app/routes/member/homepage.tsx')]],
];
/** The pre-rendered public pages' script (decision 016): it must not load React with a shared chunk. */
const landingEntry = src('entry-landing.ts');
/** Awaits at the top level (i18n, the providers); a chunk later imports share must not wait on it. */
const appEntry = src('main.tsx');

/**
 * The walk follows the module graph before tree-shaking, where `@tandem/contracts`' index imports every
 * contract, so it stays in the app's own sources. A module that builds zod schemas (a form) is left to the
 * default splitting: none is on a first load.
 */
const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
const isAppSource = (id: string) => id.startsWith(src('')) && /\.tsx?$/.test(id);

const isContract = (id: string) => /[\\/]packages[\\/]contracts[\\/]src[\\/][\w-]+\.ts$/.test(id);

/**
 * The modules `roots` import (and, when `lazy`, load later), in the app's own sources; `lazy` also takes the
 * contract modules without zod (paths, lists of codes, money formatting), which the app's layers would otherwise
 * capture. A contract module that builds schemas is not taken, but the walk goes on through it: the plain
 * helpers it re-exports (money.ts re-exports money-format.ts) are what an island uses (the landing blow-up of
 * the first merge: money.ts's formatters rode in the member layer, and the islands' shared chunk imported it).
 */
function walk(ctx: Context, roots: string[], skip: (id: string, imports: readonly string[]) => boolean, lazy = false) {
  const seen = new Set<string>();
  const visited = new Set<string>();
  const stack = roots.filter((root) => ctx.getModuleInfo(root));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const info = ctx.getModuleInfo(id);
    const imports = info?.importedIds ?? [];
    const contract = lazy && isContract(id);
    if (!(isAppSource(id) || contract)) continue;
    if (contract && imports.some(isZod)) {
      stack.push(...imports.filter(isContract));
      continue;
    }
    if (skip(id, imports)) continue;
    seen.add(id);
    stack.push(...imports, ...(lazy ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

export function firstLoadChunks() {
  let plan: { layerOf: Map<string, string>; landingShared: Map<string, string> } | undefined;
  const build = (ctx: Context) => {
    const layerOf = new Map<string, string>();
    for (const [name, roots] of layers)
      for (const id of walk(ctx, roots, (id, imports) => layerOf.has(id) || imports.some(isZod)))
        if (id !== appEntry) layerOf.set(id, name);
    // The libraries the entry itself imports (react-dom, the router) go with `core` too, and what they import.
    for (const id of ctx.getModuleInfo(appEntry)?.importedIds ?? []) if (!layerOf.has(id)) layerOf.set(id, 'app-core');
    // What the public pages' islands load (now or on first use) and the app shares is kept out of the
    // layers: it goes into one small chunk of its own, so a public page never loads an app layer.
    // Two chunks: what every public page runs, and what only its islands' later loads share with the app
    // (with the contracts they use: the walk through the contracts' index over-counts, tree-shaking trims).
    const landingShared = new Map<string, string>();
    const landingStatic = walk(ctx, [landingEntry], () => false);
    for (const id of walk(ctx, [landingEntry], () => false, true)) {
      if (id === landingEntry) continue;
      // What every public page runs: the part the app's first load needs too (the site's pages and paths) goes
      // into `base`, which both load anyway, so the app does not fetch the islands' own code with it.
      if (landingStatic.has(id)) landingShared.set(id, layerOf.has(id) ? 'base' : 'landing-shared');
      else if (layerOf.has(id) || !isAppSource(id)) landingShared.set(id, 'landing-lazy-shared');
      layerOf.delete(id);
    }
    return { layerOf, landingShared };
  };
  return {
    /** Group `name`: the app layer a module belongs to. */
    layer: (id: string, ctx: Context) => {
      plan ??= build(ctx);
      return plan.layerOf.get(id) ?? null;
    },
    /** Group `name` of `base`: the modules every public page runs that the app's first load needs too. */
    isBase: (id: string, ctx: Context) => {
      plan ??= build(ctx);
      return plan.landingShared.get(id) === 'base';
    },
    /** Group `name` for the modules the islands share with the app (higher priority, no recursive capture). */
    landingShared: (id: string, ctx: Context) => {
      plan ??= build(ctx);
      const name = plan.landingShared.get(id);
      return name === undefined || name === 'base' ? null : name;
    },
  };
}
