// Mantine's base styles; each component's own load with it (vite.config.mantine-parts.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { type CSSVariablesResolver, MantineProvider, createTheme } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { NoticesOnDemand } from '@/components/notices-on-demand';
import { ModalsOnDemand } from '@/components/modals-on-demand';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons and teal links on white above 4.5:1 (WCAG AA).
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans CJK SC", "PingFang SC", "Hiragino Sans", "Apple SD Gothic Neo", sans-serif',
});

/** Mantine's default "dimmed" grey is 3.3:1 on white; hints and secondary text need 4.5:1. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The light variant's teal text (shade 9) on shade 1 is 4.3:1 (the header's DAPP button); on shade 0, 4.7:1.
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-teal-light-hover': 'var(--mantine-color-teal-1)',
  },
  dark: {},
});

/** The route-change bar, named for screen readers (its role is progressbar). */
function RouteProgressBar() {
  const { t } = useTranslation('common');
  return <NavigationProgress aria-label={t('loading')} />;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouteProgressBar />
        <NoticesOnDemand />
        <ModalsOnDemand />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
