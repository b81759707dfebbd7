/**
 * A shopping bag (after Tabler Icons, MIT) for the mall's entry in the member menu. It lives with the
 * mall rather than in components/icons, which this feature does not own; it draws the same way.
 */
export function IconShoppingBag({ size = 22 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M6.3 8h11.4a2 2 0 0 1 2 2.3l-1.2 8A2 2 0 0 1 16.5 20h-9a2 2 0 0 1-2-1.7l-1.2-8A2 2 0 0 1 6.3 8z" />
      <path d="M9 11V6a3 3 0 0 1 6 0v5" />
    </svg>
  );
}
