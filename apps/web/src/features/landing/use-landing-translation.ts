import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/lib/config';

type Options = Record<string, unknown>;

/**
 * The landing dictionary names the product as {{brand}}, because the brand is a build setting
 * (VITE_PRODUCT_NAME), so every lookup gets it filled in. The terms of service live in their own
 * namespace, `landing-terms`, because they are long and only the terms page reads them.
 */
export function useLandingTranslation(namespace: 'landing' | 'landing-terms' = 'landing') {
  const { t: translate, i18n } = useTranslation(namespace);
  const t = useCallback(
    (key: string, options: Options = {}) => translate(key, { brand: PRODUCT_NAME, ...options }) as string,
    [translate],
  );
  /** A list or record from the dictionary (paragraphs, table rows), with {{brand}} filled in. */
  const list = useCallback(
    <T>(key: string): T => translate(key, { brand: PRODUCT_NAME, returnObjects: true }) as unknown as T,
    [translate],
  );
  return { t, list, i18n };
}
