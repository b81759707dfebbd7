/**
 * What every back-office queue row says about its member and how long it has waited, so staff work
 * oldest first (deposit and withdrawal queues).
 */
export function queueItemFields(
  row: { member_id: bigint; username: string; fullname: string | null; created_at: Date },
  nowMs: number,
) {
  return {
    member_id: String(row.member_id),
    username: row.username,
    fullname: row.fullname,
    age_seconds: Math.max(0, Math.floor((nowMs - row.created_at.getTime()) / 1000)),
  };
}
