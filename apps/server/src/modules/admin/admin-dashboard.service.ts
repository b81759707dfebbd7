import type { AdminDashboard } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { countDashboard } from './admin-dashboard.repository';

export async function getDashboard(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<AdminDashboard> {
  const row = await countDashboard(deps.db, deps.clock.now(), deps.config.businessTz);
  return {
    members_total: Number(row.members_total ?? 0),
    members_frozen: Number(row.members_frozen ?? 0),
    members_new_today: Number(row.members_new_today ?? 0),
    contact_unhandled: Number(row.contact_unhandled ?? 0),
  };
}
