import { Image } from '@mantine/core';
import type { AdminProduct } from '@tandem/contracts';
import { type PictureAction, ProductImagesPanel } from '@/components/product-images-panel';
import { useRemoveStoreProductImage, useStoreImage, useUploadStoreProductImage } from '../api/products';

/** A thumbnail's side: three fit side by side on a phone. */
const THUMB_PX = 88;

/** One of the store's pictures, fetched with the session: the editor's thumbnails and the list's cover. */
export function StoreThumb({ url, size = THUMB_PX }: { url: string; size?: number }) {
  const src = useStoreImage(url);
  return <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" bg="gray.1" />;
}

/** The pictures of one of the store's products, through the store's own picture routes. */
export function StoreProductImages({ product }: { product: AdminProduct }) {
  const upload = useUploadStoreProductImage();
  const remove = useRemoveStoreProductImage();
  const sendPicture: PictureAction<File>['run'] = (file, notices) => {
    const form = new FormData();
    form.append('id', product.id);
    form.append('image', file, file.name);
    upload.mutate(form, notices);
  };
  return (
    <ProductImagesPanel
      images={product.images}
      Thumb={StoreThumb}
      thumbPx={THUMB_PX}
      words="stores:products"
      headingOrder={3}
      compact
      upload={{ isPending: upload.isPending, run: sendPicture }}
      remove={{ isPending: remove.isPending, run: (id, notices) => remove.mutate({ id }, notices) }}
      testIds={{ panel: 'store-product-images', image: 'store-product-image', upload: 'store-image-upload' }}
    />
  );
}
