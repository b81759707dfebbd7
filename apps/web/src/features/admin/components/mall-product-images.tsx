import { Image } from '@mantine/core';
import type { AdminProduct } from '@tandem/contracts';
import { ProductImagesPanel } from '@/components/product-images-panel';
import { useMallImage, useRemoveMallProductImage, useUploadMallProductImage } from '../api/mall-products';

/** The size of a picture in the editor. */
const PREVIEW_PX = 120;

/**
 * A product picture through the staff route, or a grey square while it loads (or when the product
 * has none): the list's and the editor's thumbnails.
 */
export function MallThumb({ url, size }: { url: string | null; size: number }) {
  const src = useMallImage(url);
  return <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" bg="gray.1" />;
}

/**
 * A saved product's pictures in the staff's editor, through the staff's picture routes. Images are
 * public once uploaded, like the catalogue itself.
 */
export function MallProductImages({ product }: { product: AdminProduct }) {
  const upload = useUploadMallProductImage(product.id);
  const remove = useRemoveMallProductImage(product.id);
  return (
    <ProductImagesPanel
      images={product.images}
      Thumb={MallThumb}
      thumbPx={PREVIEW_PX}
      words="admin-mall:product"
      headingOrder={4}
      upload={{ isPending: upload.isPending, run: (file, notices) => upload.mutate(file, notices) }}
      remove={{ isPending: remove.isPending, run: (imageId, notices) => remove.mutate(imageId, notices) }}
      testIds={{ images: 'admin-mall-product-images', upload: 'admin-mall-image-upload' }}
    />
  );
}
