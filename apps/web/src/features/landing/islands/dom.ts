import type { IslandName, IslandTexts } from '../island-keys';

/**
 * What the islands read from the pre-rendered page: the strings React wrote for them at build time
 * (components/island-markup.tsx) and its markup templates. A page without them was not built for
 * islands: the island then leaves the page alone.
 */
export function islandText<N extends IslandName>(name: N): IslandTexts<N> | null {
  const script = document.querySelector(`script[data-island-text="${name}"]`);
  return script?.textContent ? (JSON.parse(script.textContent) as IslandTexts<N>) : null;
}

/** A fresh copy of a template's first element (templates hold one each; an icon's is an SVG element). */
export function fromTemplate<E extends Element = HTMLElement>(name: string): E {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof Element)) throw new Error(`the page has no ${name} template`);
  return element as E;
}

/** Shows `next` where `current` is, and answers it as the new current node. */
export function swap(current: Element, next: HTMLElement): HTMLElement {
  current.replaceWith(next);
  return next;
}

/** The element matching `selector` inside `root`; the markup comes from our own templates. */
export function part<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
}

/** The page's title as PageHead writes it (seo/page-head.tsx), and its description. */
export function setPageTitle(title: string, brand: string, description: string) {
  document.title = `${title} | ${brand}`;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}
