import { useLandingTranslation } from '../use-landing-translation';

/** Paragraphs kept as a list in the dictionary (every language has the same number). */
export function Prose({ listKey }: { listKey: string }) {
  const { list } = useLandingTranslation();
  const paragraphs = list<unknown>(listKey);
  return (
    <div className="ld-prose">
      {(Array.isArray(paragraphs) ? paragraphs : []).map((text, index) => (
        <p key={index}>{String(text)}</p>
      ))}
    </div>
  );
}
