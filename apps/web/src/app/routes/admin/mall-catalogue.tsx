import { MallCategoryList } from '@/features/admin/components/mall-category-list';
import { MallProductList, readMallProductFilters } from '@/features/admin/components/mall-product-list';
import { MallTabsPage, mallTab } from './mall-tabs-page';

const panels = {
  products: mallTab(readMallProductFilters, MallProductList),
  categories: mallTab(() => ({}), MallCategoryList),
};

/** /admin/mall/products: the platform's own products (filters in the address) and their categories. */
export default function AdminMallCataloguePage() {
  return <MallTabsPage titleKey="catalogueTitle" panels={panels} />;
}
