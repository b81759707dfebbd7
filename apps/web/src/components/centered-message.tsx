import { Center, Stack, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A message centred under a round icon, shown instead of a page's content (the page is not available
 * yet, it needs a login). `maw` and `gap` keep each message's own measure.
 */
export function CenteredMessage({
  icon,
  testId,
  maw,
  gap,
  children,
}: {
  icon: ReactNode;
  testId: string;
  maw: number;
  gap: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Center py="xl" data-testid={testId}>
      <Stack align="center" ta="center" maw={maw} gap={gap}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        {children}
      </Stack>
    </Center>
  );
}
