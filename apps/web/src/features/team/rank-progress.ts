import { parseMoneyToMicro } from '@tandem/contracts';

/** How far the team volume has come toward the next rank, 0–100. */
export function rankProgress(teamVolume: string, from: string, to: string): number {
  const volume = parseMoneyToMicro(teamVolume) ?? 0n;
  const start = parseMoneyToMicro(from) ?? 0n;
  const end = parseMoneyToMicro(to) ?? 0n;
  if (end <= start) return 100;
  if (volume <= start) return 0;
  if (volume >= end) return 100;
  return Number(((volume - start) * 1000n) / (end - start)) / 10;
}
