/** scripts/local-redis.mjs */
export function startLocalRedis(): Promise<{ url: string; pid: number; stop: () => Promise<void> }>;
