/** Query keys of the member's KYC; submitting invalidates through the same factory. */
export const kycKeys = {
  all: ['kyc'] as const,
  overview: () => [...kycKeys.all, 'overview'] as const,
  image: (id: string, side: string) => [...kycKeys.all, 'image', id, side] as const,
};
