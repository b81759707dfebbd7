import { parseAst } from 'vite';
import type { Plugin } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Whether evaluating `node` calls something (a schema build), i.e. whether the bundler must keep it. */
function calls(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(calls);
  const { type } = node as Node;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression') return true;
  return Object.entries(node).some(([key, value]) => key !== 'type' && calls(value));
}

/**
 * `@tandem/contracts` is side-effect free (its package.json says so), but a bundler cannot know that
 * `z.object(...)` is: importing one constant from a module (a path, a list of statuses) kept every zod schema
 * built in that module, and zod with them (25 kB gzip on every member first load, bench/RESULTS.md). This
 * wraps each top-level `const` initializer of a contracts module that calls something in an IIFE marked
 * `@__PURE__`, so a schema nobody imports is dropped with what it alone uses. Build only; the contracts
 * build nothing with side effects at the top level (the package's promise), so nothing else changes.
 */
export function pureContracts(): Plugin {
  return {
    name: 'pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const edits: { at: number; text: string }[] = [];
      for (const statement of program.body) {
        const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as
          Node | undefined;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (!init || !calls(init)) continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}
