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
import { staffRoutes } from '../../plugins/staff-routes';
import { payDueStoreOrders } from './store-payouts';
import { decideStore, findStores, getStore, getStoreLogo } from './stores-admin.service';

/** Store applications and stores (permission `stores.review`): list, detail, logo, the decisions, payouts. */
export const storeAdminRoutes = staffRoutes('admin: stores', 'stores.review', (staff, app) => {
  staff.read(adminStorePaths.list, 'Stores and applications, newest first, optionally of one status', {
    query: adminStoresQuery,
    response: page(adminStoreSchema),
    run: (query) => findStores(app.deps, query),
  });

  staff.read(adminStorePaths.detail.route, 'One store or application', {
    response: adminStoreSchema,
    run: (_query, id) => getStore(app.deps, id),
  });

  app.get(
    adminStorePaths.logo.route,
    {
      onRequest: staff.guard(),
      schema: { ...staff.docs('A store’s logo (JPEG or PNG)'), params: idParam, response: staffErrors },
    },
    async (request, reply) => sendPrivateImage(reply, await getStoreLogo(app.deps, BigInt(request.params.id))),
  );

  staff.action(
    adminStorePaths.approve.route,
    'Approve a waiting application (audited); already decided: STATE_CHANGED',
    {
      body: noBody,
      response: adminStoreSchema,
      run: (id, _body, actor) => decideStore(app.deps, id, 'approve', null, actor),
    },
  );

  staff.action(adminStorePaths.reject.route, 'Reject a waiting application with a reason the member reads (audited)', {
    body: storeDecisionInput,
    response: adminStoreSchema,
    run: (id, body, actor) => decideStore(app.deps, id, 'reject', body.reason, actor),
  });

  staff.action(
    adminStorePaths.suspend.route,
    'Suspend an approved store with a reason (audited): its calls answer STORE_SUSPENDED',
    {
      body: storeDecisionInput,
      response: adminStoreSchema,
      run: (id, body, actor) => decideStore(app.deps, id, 'suspend', body.reason, actor),
    },
  );

  staff.action(
    adminStorePaths.payoutRun,
    'Pay every store order due now (the job does it every few minutes); answers how many it paid',
    {
      body: noBody,
      response: payoutRunSchema,
      run: async () => ({ paid_orders: await payDueStoreOrders(app.deps) }),
    },
  );
});
