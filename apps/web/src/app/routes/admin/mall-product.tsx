import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMallProduct } from '@/features/admin/api/mall-products';
import { MallProductEditor } from '@/features/admin/components/mall-product-editor';
import { QueryState } from '@/components/query-state';
import { RecordPageTitle } from './page-title';
import { paths } from '@/config/paths';

/** /admin/mall/products/new and /admin/mall/products/:id: the product editor with its variants and images. */
export default function AdminMallProductPage() {
  const { t } = useTranslation('admin-mall');
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  return (
    <>
      <RecordPageTitle backTo={paths.admin.mallProducts} back={t('product.backToList')}>
        {id === 'new' ? t('product.new') : t('product.edit', { id })}
      </RecordPageTitle>
      {id === 'new' ? (
        <MallProductEditor
          product={null}
          onCreated={(newId) => navigate(paths.admin.mallProduct(newId), { replace: true })}
        />
      ) : (
        <SavedProduct id={id} />
      )}
    </>
  );
}

function SavedProduct({ id }: { id: string }) {
  const product = useMallProduct(id);
  return (
    <QueryState query={product}>
      {(data) => <MallProductEditor key={data.id} product={data} onCreated={() => undefined} />}
    </QueryState>
  );
}
