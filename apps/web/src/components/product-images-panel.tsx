import { Button, CloseButton, FileButton, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@tandem/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

/** What the panel does with a picture: whether it is under way, and how to start it with the panel's notices. */
export interface PictureAction<V> {
  isPending: boolean;
  run: (value: V, notices: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * A saved product's pictures (the first is its cover): upload another, or remove one. The staff's
 * product editor and the store's product page share it; each brings its own picture route (`Thumb`
 * fetches a picture, `upload` and `remove` send), its words and its test ids. The words are the keys
 * `images`, `noImages`, `removeImage`, `uploadImage`, `imageHint`, `imageSaved` and `imageRemoved`
 * under `words` (such as `stores:products`). The limits are the staff's (PRODUCT_IMAGES_MAX,
 * PRODUCT_IMAGE_MAX_BYTES); a file over the size is refused here with the server's own code before
 * it is sent. `compact` is the member's phone: smaller thumbnails, closer, the hint under the button.
 */
export function ProductImagesPanel({
  images,
  Thumb,
  thumbPx,
  words,
  headingOrder,
  compact = false,
  upload,
  remove,
  testIds,
}: {
  images: { id: string; url: string }[];
  Thumb: ComponentType<{ url: string; size: number }>;
  thumbPx: number;
  words: string;
  headingOrder: TitleOrder;
  compact?: boolean;
  upload: PictureAction<File>;
  remove: PictureAction<string>;
  /** The panel, its row of pictures, each picture and the upload button, where a page's tests read them. */
  testIds: { panel?: string; images?: string; image?: string; upload: string };
}) {
  const [namespace] = words.split(':');
  const { t } = useTranslation(namespace);
  const notices = (key: string) => ({ onSuccess: () => notifySuccess(`${words}.${key}`), onError: notifyError });
  const send = (file: File | null) => {
    if (!file) return;
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return notifyError(new ApiError('FILE_TOO_LARGE', 413));
    upload.run(file, notices('imageSaved'));
  };
  const uploadButton =
    images.length < PRODUCT_IMAGES_MAX ? (
      <FileButton accept="image/png,image/jpeg" onChange={send}>
        {(props) => (
          <Button {...props} variant="default" loading={upload.isPending} data-testid={testIds.upload}>
            {t(`${words}.uploadImage`)}
          </Button>
        )}
      </FileButton>
    ) : null;
  const hint = (
    <Text size="xs" c="dimmed">
      {t(`${words}.imageHint`)}
    </Text>
  );
  const uploadRow = compact ? (
    <>
      {uploadButton}
      {hint}
    </>
  ) : (
    <Group gap="xs">
      {uploadButton}
      {hint}
    </Group>
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid={testIds.panel}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h6">
          {t(`${words}.images`)}
        </Title>
        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${words}.noImages`)}
          </Text>
        ) : (
          <Group gap={compact ? 'xs' : 'sm'} data-testid={testIds.images}>
            {images.map((image) => (
              <div key={image.id} style={{ position: 'relative' }} data-testid={testIds.image}>
                <Thumb url={image.url} size={thumbPx} />
                <CloseButton
                  size="sm"
                  radius="xl"
                  bg="white"
                  c="dark"
                  aria-label={t(`${words}.removeImage`)}
                  disabled={remove.isPending}
                  onClick={() => remove.run(image.id, notices('imageRemoved'))}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                />
              </div>
            ))}
          </Group>
        )}
        {uploadRow}
      </Stack>
    </Paper>
  );
}
