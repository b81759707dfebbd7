/**
 * A button among equal-width shortcuts on a phone: a label longer than its share (Thai, Vietnamese,
 * Malay run long) wraps between words onto a second line instead of being cut off (audit D17).
 * Spread onto a Mantine Button.
 */
export const wrappingLabel = {
  h: 'auto',
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } },
} as const;
