import { languages, mallAdminPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { staffGet } from '../test/http';
import { useStaff, useTestApp } from '../test/use-test-app';
import { seedDatabase } from './seed';

describe('demo mall', () => {
  const t = useTestApp({ demoData: true });
  const { admin } = useStaff(t, {});

  it('stocks both malls with categories and products named in the nine languages, once', async () => {
    const categories = (await staffGet(t, admin, mallAdminPaths.categories)).json().data;
    expect(categories).toHaveLength(3);
    for (const category of categories) expect(Object.keys(category.names).sort()).toEqual([...languages].sort());

    for (const mall of ['shop', 'voucher']) {
      const page = (await staffGet(t, admin, mallAdminPaths.products, { mall })).json().data;
      expect(page.total).toBe(3);
      for (const summary of page.list) {
        expect(summary).toMatchObject({ status: 'active', store_id: null });
        expect(summary.stock).toBeGreaterThan(0);
        const product = (await staffGet(t, admin, mallAdminPaths.product(summary.id))).json().data;
        expect(Object.keys(product.texts).sort()).toEqual([...languages].sort());
      }
    }

    await seedDatabase(t.app.deps, t.app.log);
    expect((await staffGet(t, admin, mallAdminPaths.categories)).json().data).toHaveLength(3);
  });
});
