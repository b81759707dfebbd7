/*
 * Parts of a screen that load when first needed, not with the first load (issue 14, decision 023): the small
 * pieces every such part uses to start its download early.
 */

/** A prefetch that fails is not an error: the part's own load, when it renders or is used, tries again and says so. */
export function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Handlers that start loading a part when the visitor reaches for what needs it, spread onto the button or tab:
 * pointer enter (a touch fires it first) or focus.
 */
export function loadOnIntent(load: () => Promise<unknown>) {
  const start = () => prefetch(load);
  return { onPointerEnter: start, onFocus: start };
}

/** Calls `then` at the visitor's first tap or key press anywhere on the page; returns what stops listening. */
export function onFirstTapOrKey(then: () => void): () => void {
  const options = { capture: true, once: true, passive: true };
  window.addEventListener('pointerdown', then, options);
  window.addEventListener('keydown', then, options);
  return () => {
    window.removeEventListener('pointerdown', then, options);
    window.removeEventListener('keydown', then, options);
  };
}
