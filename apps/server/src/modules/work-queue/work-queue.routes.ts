import { workQueuePaths, workQueueSchema } from '@tandem/contracts';
import { staffOf } from '../../plugins/staff-auth';
import { staffRoutes } from '../../plugins/staff-routes';
import { getWorkQueue } from './work-queue.service';

export const workQueueRoutes = staffRoutes('admin: work queue', 'dashboard.read', (staff, app) => {
  staff.read(
    workQueuePaths.workQueue,
    "What waits for the caller's role: each queue's count and oldest wait, the last settlement day, owed " +
      'against the treasury and the last 30 days (money parts for finance.reports only)',
    { response: workQueueSchema, run: (_query, _id, request) => getWorkQueue(app.deps, staffOf(request).role) },
  );
});
