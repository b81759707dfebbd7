import { useLandingTranslation } from '../use-landing-translation';
import { type IconName, icons } from './icons';

interface FeatureListProps {
  /** Dictionary prefix; each item reads `<prefix>.<key>.title` and `<prefix>.<key>.body`. */
  prefix: string;
  /** Each item's key (its dictionary topic) and icon, in the order shown. */
  items: Readonly<Record<string, IconName>>;
  layout?: 'cards' | 'rows';
  columns?: 2 | 3 | 4;
}

/** Icon, heading and a sentence or two, as cards or as rows. */
export function FeatureList({ prefix, items, layout = 'cards', columns = 2 }: FeatureListProps) {
  const { t } = useLandingTranslation();
  const entries = Object.entries(items);
  if (layout === 'rows') {
    return (
      <ul className="ld-features">
        {entries.map(([key, icon]) => (
          <li key={key}>
            <span className="ld-card__icon">{icons[icon]}</span>
            <div>
              <h3>{t(`${prefix}.${key}.title`)}</h3>
              <p>{t(`${prefix}.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`ld-grid ld-grid--${columns}`}>
      {entries.map(([key, icon]) => (
        <li key={key} className="ld-card">
          <span className="ld-card__icon">{icons[icon]}</span>
          <h3>{t(`${prefix}.${key}.title`)}</h3>
          <p>{t(`${prefix}.${key}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
