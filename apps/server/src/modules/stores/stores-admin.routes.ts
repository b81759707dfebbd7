import {
  adminStorePaths,
  adminStoreSchema,
  adminStoresQuery,
  page,
  payoutRunSchema,
  storeDecisionInput,
} from '@tandem/contracts';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors } from '../../lib/route-docs';
import { idParam, noBody } from '../../lib/route-params';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { payDueStoreOrders } from './store-payouts';
import { decideStore, findStores, getStore, getStoreLogo } from './stores-admin.service';

/** Store applications and stores (permission `stores.review`): list, detail, logo, the decisions, payouts. */
export const storeAdminRoutes = staffPlugin('admin: stores', async (app, docs) => {
  const guard = requireStaff({ permission: 'stores.review' });

  staffRead(app, {
    url: adminStorePaths.list,
    guard,
    docs: docs('Stores and applications, newest first, optionally of one status'),
    query: adminStoresQuery,
    response: page(adminStoreSchema),
    run: (query) => findStores(app.deps, query),
  });

  staffRead(app, {
    url: adminStorePaths.detail.route,
    guard,
    docs: docs('One store or application'),
    response: adminStoreSchema,
    run: (_query, id) => getStore(app.deps, id),
  });

  app.get(
    adminStorePaths.logo.route,
    { onRequest: guard, schema: { ...docs('A store’s logo (JPEG or PNG)'), params: idParam, response: staffErrors } },
    async (request, reply) => sendPrivateImage(reply, await getStoreLogo(app.deps, BigInt(request.params.id))),
  );

  staffAction(app, {
    url: adminStorePaths.approve.route,
    guard,
    docs: docs('Approve a waiting application (audited); already decided: STATE_CHANGED'),
    body: noBody,
    response: adminStoreSchema,
    run: (id, _body, actor) => decideStore(app.deps, id, 'approve', null, actor),
  });

  staffAction(app, {
    url: adminStorePaths.reject.route,
    guard,
    docs: docs('Reject a waiting application with a reason the member reads (audited)'),
    body: storeDecisionInput,
    response: adminStoreSchema,
    run: (id, body, actor) => decideStore(app.deps, id, 'reject', body.reason, actor),
  });

  staffAction(app, {
    url: adminStorePaths.suspend.route,
    guard,
    docs: docs('Suspend an approved store with a reason (audited): its calls answer STORE_SUSPENDED'),
    body: storeDecisionInput,
    response: adminStoreSchema,
    run: (id, body, actor) => decideStore(app.deps, id, 'suspend', body.reason, actor),
  });

  staffAction(app, {
    url: adminStorePaths.payoutRun,
    guard,
    docs: docs('Pay every store order due now (the job does it every few minutes); answers how many it paid'),
    body: noBody,
    response: payoutRunSchema,
    run: async () => ({ paid_orders: await payDueStoreOrders(app.deps) }),
  });
});
