import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminProduct, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
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
 * A saved product's pictures (the first is its cover in the catalogue): upload another, or remove one.
 * Images are public once uploaded, like the catalogue itself.
 */
export function MallProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-mall');
  const upload = useUploadMallProductImage(product.id);
  const remove = useRemoveMallProductImage(product.id);
  const done = (key: string) => ({ onSuccess: () => notifySuccess(`admin-mall:product.${key}`), onError: notifyError });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4} size="h6">
          {t('product.images')}
        </Title>
        {product.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('product.noImages')}
          </Text>
        ) : (
          <Group gap="sm" data-testid="admin-mall-product-images">
            {product.images.map((image) => (
              <div key={image.id} style={{ position: 'relative' }}>
                <MallThumb url={image.url} size={PREVIEW_PX} />
                <CloseButton
                  size="sm"
                  radius="xl"
                  bg="white"
                  c="dark"
                  aria-label={t('product.removeImage')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(image.id, done('imageRemoved'))}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                />
              </div>
            ))}
          </Group>
        )}
        <Group gap="xs">
          {product.images.length < PRODUCT_IMAGES_MAX ? (
            <FileButton
              accept="image/png,image/jpeg"
              onChange={(file) => {
                if (!file) return;
                if (file.size > PRODUCT_IMAGE_MAX_BYTES) return notifyError(new ApiError('FILE_TOO_LARGE', 413));
                upload.mutate(file, done('imageSaved'));
              }}
            >
              {(props) => (
                <Button {...props} variant="default" loading={upload.isPending} data-testid="admin-mall-image-upload">
                  {t('product.uploadImage')}
                </Button>
              )}
            </FileButton>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('product.imageHint')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
