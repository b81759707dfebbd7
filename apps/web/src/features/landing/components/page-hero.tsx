import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** A status label shown above the title (SmartLend's "coming later"). */
  badge?: string;
  actions?: ReactNode;
  art?: ReactNode;
}

/** The top of every landing page; it holds the page's only h1. */
export function PageHero({ eyebrow, title, lead, badge, actions, art }: PageHeroProps) {
  return (
    <section className="ld-hero">
      <div className={`ld-container${art ? ' ld-hero__grid' : ''}`}>
        <div>
          {badge ? <p className="ld-badge">{badge}</p> : null}
          {eyebrow ? <p className="ld-eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          <p>{lead}</p>
          {actions ? <div className="ld-actions">{actions}</div> : null}
        </div>
        {art ? <div className="ld-hero__art">{art}</div> : null}
      </div>
    </section>
  );
}
