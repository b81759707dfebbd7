import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminProduct, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRemoveStoreProductImage, useStoreImage, useUploadStoreProductImage } from '../api/products';

/** A thumbnail's side: three fit side by side on a phone. */
const THUMB_PX = 88;

/** One of the store's pictures, fetched with the session: the editor's thumbnails and the list's cover. */
export function StoreThumb({ url, size = THUMB_PX }: { url: string; size?: number }) {
  const src = useStoreImage(url);
  return <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" bg="gray.1" />;
}

/**
 * The pictures of one of the store's products (the first is its cover in the shop): add one, or remove
 * one. The limits are the staff's (PRODUCT_IMAGES_MAX, PRODUCT_IMAGE_MAX_BYTES); a file over the size
 * is refused here with the server's own code before it is sent.
 */
export function StoreProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('stores');
  const upload = useUploadStoreProductImage();
  const remove = useRemoveStoreProductImage();
  const done = (key: string) => ({ onSuccess: () => notifySuccess(`stores:products.${key}`), onError: notifyError });
  const send = (file: File | null) => {
    if (!file) return;
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return notifyError(new ApiError('FILE_TOO_LARGE', 413));
    const form = new FormData();
    form.append('id', product.id);
    form.append('image', file, file.name);
    upload.mutate(form, done('imageSaved'));
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="store-product-images">
      <Stack gap="sm">
        <Title order={3} size="h6">
          {t('products.images')}
        </Title>
        {product.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('products.noImages')}
          </Text>
        ) : (
          <Group gap="xs">
            {product.images.map((image) => (
              <div key={image.id} style={{ position: 'relative' }} data-testid="store-product-image">
                <StoreThumb url={image.url} />
                <CloseButton
                  size="sm"
                  radius="xl"
                  bg="white"
                  c="dark"
                  aria-label={t('products.removeImage')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: image.id }, done('imageRemoved'))}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                />
              </div>
            ))}
          </Group>
        )}
        {product.images.length < PRODUCT_IMAGES_MAX ? (
          <FileButton accept="image/png,image/jpeg" onChange={send}>
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending} data-testid="store-image-upload">
                {t('products.uploadImage')}
              </Button>
            )}
          </FileButton>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('products.imageHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
