import type { ReactNode } from 'react';
import { type IslandName, islandTexts } from '../island-keys';
import { useLandingTranslation } from '../use-landing-translation';

/**
 * The strings an island shows, in the page's language, as JSON in the pre-rendered page: the islands
 * (islands/*.ts) run without i18next and its dictionaries. `values` fills placeholders an island
 * replaces itself.
 */
export function IslandText({ name, values }: { name: IslandName; values?: Record<string, string> }) {
  const { t } = useLandingTranslation();
  const text = Object.fromEntries(islandTexts[name].map((key) => [key, t(key, values)]));
  // `<` escaped: the JSON cannot close its script element.
  const json = JSON.stringify(text).replace(/</g, '\\u003c');
  return <script type="application/json" data-island-text={name} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Markup an island copies into the page (an empty state, a list row), rendered by the same components. */
export function IslandTemplate({ name, children }: { name: string; children: ReactNode }) {
  return <template data-template={name}>{children}</template>;
}
