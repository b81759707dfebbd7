import type { ReactNode } from 'react';
import { PageHead } from '../seo/page-head';
import { useLandingTranslation } from '../use-landing-translation';
import { PageHero } from './page-hero';

interface PageTopProps {
  /** The page's dictionary topic: `<page>.meta.*` for the head tags, `<page>.hero.*` for the hero. */
  page: string;
  /** What stands above the hero's title: an eyebrow (most pages), a status badge, or nothing. */
  kicker?: 'eyebrow' | 'badge' | 'none';
  actions?: ReactNode;
  art?: ReactNode;
}

/** The head tags and the hero of a landing page, which every page takes from its own topic. */
export function PageTop({ page, kicker = 'eyebrow', actions, art }: PageTopProps) {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t(`${page}.meta.title`)} description={t(`${page}.meta.description`)} />
      <PageHero
        eyebrow={kicker === 'eyebrow' ? t(`${page}.hero.eyebrow`) : undefined}
        badge={kicker === 'badge' ? t(`${page}.hero.badge`) : undefined}
        title={t(`${page}.hero.title`)}
        lead={t(`${page}.hero.lead`)}
        actions={actions}
        art={art}
      />
    </>
  );
}
