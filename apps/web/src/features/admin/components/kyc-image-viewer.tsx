import { Box, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { KycImageSide } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKycReviewImage } from '../api/kyc-review';
import { errorMessage } from '@/lib/notify';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4];

function Viewer({ id, side }: { id: string; side: KycImageSide }) {
  const { t } = useTranslation('admin-kyc');
  const image = useKycReviewImage(id, side);
  const [zoomIndex, setZoomIndex] = useState(2);
  const [rotation, setRotation] = useState(0);
  const zoom = ZOOM_STEPS[zoomIndex]!;

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setZoomIndex((i) => Math.max(0, i - 1))}
          disabled={zoomIndex === 0}
          aria-label={t('zoomOut')}
        >
          −
        </Button>
        <Text size="sm" w={48} ta="center" data-testid="admin-kyc-zoom">
          {Math.round(zoom * 100)}%
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1))}
          disabled={zoomIndex === ZOOM_STEPS.length - 1}
          aria-label={t('zoomIn')}
          data-testid="admin-kyc-zoom-in"
        >
          +
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setRotation((r) => (r + 90) % 360)}
          data-testid="admin-kyc-rotate"
        >
          ↻ {t('rotate')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={() => {
            setZoomIndex(2);
            setRotation(0);
          }}
        >
          {t('resetView')}
        </Button>
      </Group>
      <Box
        style={{ overflow: 'auto', height: 420, background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}
        data-testid={`admin-kyc-image-${side}`}
      >
        {image.isPending ? (
          <Center h="100%">
            <Loader size="sm" />
          </Center>
        ) : image.isError || !image.url ? (
          <Center h="100%">
            <Text size="sm" c="red">
              {image.isError ? errorMessage(image.error) : t('imageFailed')}
            </Text>
          </Center>
        ) : (
          <Center mih="100%" style={{ minWidth: `${zoom * 100}%` }}>
            <img
              src={image.url}
              alt={t(side)}
              style={{
                width: `${zoom * 100}%`,
                maxWidth: 'none',
                transform: `rotate(${rotation}deg)`,
                transition: 'transform 150ms ease',
              }}
            />
          </Center>
        )}
      </Box>
    </Stack>
  );
}

/** The document photos, one side at a time, with zoom and rotation to read small print. */
export function KycImageViewer({ id, hasRear }: { id: string; hasRear: boolean }) {
  const { t } = useTranslation('admin-kyc');
  const [side, setSide] = useState<KycImageSide>('front');
  return (
    <Stack gap="xs">
      {hasRear ? (
        <SegmentedControl
          value={side}
          onChange={(value) => setSide(value as KycImageSide)}
          data={[
            { value: 'front', label: t('front') },
            { value: 'rear', label: t('rear') },
          ]}
          data-testid="admin-kyc-side"
        />
      ) : null}
      <Viewer key={side} id={id} side={side} />
    </Stack>
  );
}
