import type { Page } from 'playwright-core';

/** Opens a product from the mall page's search (the member's way in), in the mall tab already shown. */
export async function openProduct(page: Page, title: string) {
  await page.getByTestId('mall-search').fill(title);
  await page.getByTestId('mall-search').press('Enter');
  await page.getByTestId('mall-product-card').filter({ hasText: title }).click();
  await page.waitForURL('**/web/mallProduct?id=*');
  await page.getByTestId('mall-product-title').filter({ hasText: title }).waitFor();
}
