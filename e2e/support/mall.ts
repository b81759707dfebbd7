import type { Locator, Page } from 'playwright-core';
import { screenshot, settled } from './browser';

/** Opens a product from the mall page's search (the member's way in), in the mall tab already shown. */
export async function openProduct(page: Page, title: string) {
  await page.getByTestId('mall-search').fill(title);
  await page.getByTestId('mall-search').press('Enter');
  await page.getByTestId('mall-product-card').filter({ hasText: title }).click();
  await page.waitForURL('**/web/mallProduct?id=*');
  await page.getByTestId('mall-product-title').filter({ hasText: title }).waitFor();
}

/**
 * Waits for what the screen is about to show, and for the notices of earlier steps to close by
 * themselves (they would cover the screen), lets the page settle and shoots it as `name`.
 */
export async function shootWhenShown(shown: Locator, name: string) {
  await shown.waitFor();
  await shown.page().locator('[data-testid^="notice-"]').first().waitFor({ state: 'detached' });
  await settled(shown.page());
  await screenshot(shown.page(), name);
}
