import type { ComponentProps, ReactNode } from 'react';
import { ClosingSection } from './closing-section';
import { PageTop } from './page-top';
import { Bands } from './section';

type ClosingProps = ComponentProps<typeof ClosingSection>;

/**
 * A landing page drawn in one go: the head tags and hero of its dictionary topic `page` (PageTop), its
 * bands in alternating backgrounds (Bands), then its closing words `<page>.closing` and two buttons.
 * The home and Aurion Pro pages compose these parts themselves, to draw their lower bands later.
 */
export function LandingPage({
  children,
  primary,
  secondary,
  ...top
}: ComponentProps<typeof PageTop> & Pick<ClosingProps, 'primary' | 'secondary'> & { children: ReactNode }) {
  return (
    <>
      <PageTop {...top} />
      <Bands>{children}</Bands>
      <ClosingSection prefix={`${top.page}.closing`} primary={primary} secondary={secondary} />
    </>
  );
}
