/**
 * The home page picture: a plan card beside a small sponsor tree. Decorative (the text says it
 * all), so screen readers skip it; no numbers in it, so it promises nothing.
 */
export function HeroArt() {
  return (
    <svg viewBox="0 0 360 280" width="360" height="280" aria-hidden="true" focusable="false">
      <circle cx="270" cy="70" r="90" fill="#15aabf" opacity="0.18" />
      <circle cx="70" cy="226" r="48" fill="#99e9f2" opacity="0.12" />
      <rect x="24" y="40" width="210" height="180" rx="18" fill="#fff" />
      <rect x="44" y="62" width="90" height="12" rx="6" fill="#0b7285" />
      <rect x="44" y="86" width="150" height="8" rx="4" fill="#c5dde2" />
      <g fill="#e3f4f7">
        <rect x="44" y="110" width="170" height="26" rx="8" />
        <rect x="44" y="144" width="170" height="26" rx="8" />
        <rect x="44" y="178" width="170" height="26" rx="8" />
      </g>
      <g fill="#0b7285">
        <circle cx="58" cy="123" r="6" />
        <circle cx="58" cy="157" r="6" />
        <circle cx="58" cy="191" r="6" />
      </g>
      <g fill="#8fb8c1">
        <rect x="72" y="119" width="80" height="8" rx="4" />
        <rect x="72" y="153" width="100" height="8" rx="4" />
        <rect x="72" y="187" width="64" height="8" rx="4" />
      </g>
      <g stroke="#99e9f2" strokeWidth="3" fill="none">
        <path d="M292 126v30M292 156l-36 34M292 156l36 34M256 190v34M328 190v34" />
      </g>
      <circle cx="292" cy="116" r="16" fill="#99e9f2" />
      <g fill="#fff">
        <circle cx="256" cy="196" r="12" />
        <circle cx="328" cy="196" r="12" />
        <circle cx="256" cy="232" r="9" />
        <circle cx="328" cy="232" r="9" />
      </g>
      <path
        d="M300 30l22 8v14c0 12-9 21-22 24-13-3-22-12-22-24V38l22-8Z"
        fill="#0b7285"
        stroke="#fff"
        strokeWidth="3"
      />
      <path d="m291 52 7 7 12-13" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
