/** One key factory for the member's own data: queries read through it, mutations invalidate through it. */
export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
  homePage: () => [...memberKeys.all, 'home-page'] as const,
};
