import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** A page of an area (`src/app/routes/<area>/…`) whose router entry sits under that area's layout. */
const AREA_PAGE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)[\\/]/;

/**
 * What a lazy import preloads: Vite lists every chunk the imported one needs, including chunks that are
 * loaded already or are being loaded by another import made with it. Each name costs some 20 bytes in the
 * chunk that holds the import, and the router's lists sit in the entry, on every first load
 * (bench/RESULTS.md, first load). Left out of a list:
 * - the chunks the entry and the importing chunk import statically: loaded before any of its code runs;
 * - for a page under `src/app/routes/<area>/`, the chunks its area's layout imports statically: React
 *   Router loads a route's parents with it (and main.tsx starts every matched route's import at once), so
 *   the layout's own import preloads them at the same time;
 * - a list left with the imported chunk alone: the import fetches that chunk itself.
 * index.html's modulepreload links (hostType 'html') load the entry's imports and stay as they are. The
 * bundle comes from this plugin's generateBundle, which runs before Vite's (where resolveDependencies
 * is called); without it a list stays whole.
 */
export function preloadOnlyWhatIsMissing() {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (fileName: string, seen = new Set<string>()) => {
    const chunk = bundle?.[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
    seen.add(fileName);
    for (const imported of chunk.imports) staticClosure(imported, seen);
    return seen;
  };
  const chunks = () => Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const loadedWith = (hostFile: string) => {
    if (!closures.has(hostFile)) {
      const seen = staticClosure(hostFile);
      for (const entry of chunks().filter((chunk) => chunk.isEntry)) staticClosure(entry.fileName, seen);
      closures.set(hostFile, seen);
    }
    return closures.get(hostFile)!;
  };
  const layoutOf = (file: string) => {
    const page = bundle?.[file];
    const area = page?.type === 'chunk' ? AREA_PAGE.exec(page.facadeModuleId ?? '')?.[1] : undefined;
    if (!area) return undefined;
    const layout = chunks().find((chunk) =>
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/app/routes/${area}/layout.tsx`),
    );
    return layout && layout.fileName !== file ? staticClosure(layout.fileName) : undefined;
  };

  const plugin: Plugin = {
    name: 'preload-only-what-is-missing',
    apply: 'build',
    generateBundle(_, output) {
      bundle = output;
      closures.clear();
    },
  };
  const resolveDependencies = (file: string, deps: string[], host: { hostId: string; hostType: 'html' | 'js' }) => {
    if (!bundle || host.hostType !== 'js') return deps;
    const loaded = loadedWith(host.hostId);
    const withLayout = layoutOf(file);
    const missing = deps.filter((dep) => !loaded.has(dep) && !withLayout?.has(dep));
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };
  return { plugin, resolveDependencies };
}

/**
 * index.html names the chunks of every app page's providers (Mantine's provider and stylesheet, the query client),
 * which main.tsx imports dynamically: without these links a phone learns of them only once the entry's chunks have
 * downloaded and run, one round trip later (issue 14, Lighthouse's LCP on /web/homepage). The scripts come as
 * modulepreload and the stylesheets as preload (not render-blocking: the loading spinner still paints first; the
 * chunk loader applies them as before, from the cache). A pre-rendered public page drops these links
 * (scripts/prerender.mjs), as it drops the modulepreload links.
 */
export function preloadProviders(providersModule: RegExp): Plugin {
  return {
    name: 'preload-providers',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.chunk) return html;
        const chunkOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : undefined;
        };
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName) || !chunkOf(fileName)) return seen;
          seen.add(fileName);
          for (const imported of chunkOf(fileName)!.imports) closure(imported, seen);
          return seen;
        };
        const providers = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && providersModule.test(output.facadeModuleId?.replaceAll('\\', '/') ?? ''),
        );
        if (!providers) throw new Error(`preload-providers: no chunk for ${providersModule}`);
        const loadedByEntry = closure(context.chunk.fileName);
        const scripts = [...closure(providers.fileName)].filter((file) => !loadedByEntry.has(file));
        const stylesheets = [
          ...new Set(scripts.flatMap((file) => [...(chunkOf(file)!.viteMetadata?.importedCss ?? [])])),
        ];
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...stylesheets.map((file) => `<link rel="preload" as="style" href="/${file}">`),
        ];
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
