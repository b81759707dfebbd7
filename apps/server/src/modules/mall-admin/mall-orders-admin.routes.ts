import {
  adminOrderDetailSchema,
  adminOrderRequestSchema,
  adminOrderSummarySchema,
  adminOrdersQuery,
  adminRequestsQuery,
  mallAdminPaths,
  page,
  requestAnswerInput,
  type StaffOrderStepInput,
  staffOrderStepInput,
} from '@tandem/contracts';
import { ok } from '../../lib/envelope';
import { staffErrors } from '../../lib/route-docs';
import { rowIdOf, rowParams } from '../../lib/route-params';
import { envelopeRoute } from '../../plugins/envelope-route';
import { staffAction } from '../../plugins/staff-action';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { readerLanguageOf } from './reader-language';
import { getAdminOrder, listAdminOrders, stepOrder } from './mall-orders-admin.service';
import { answerOrderRequest, getRequest, listRequests } from './mall-requests.service';

const idOf = (text: string | undefined) => (text ? BigInt(text) : undefined);
const dateOf = (text: string | undefined) => (text ? new Date(text) : undefined);

/** Mall orders and exchange/error requests, /api/admin/mall/{orders,requests}*: customer service; every step audited. */
export const mallOrdersAdminRoutes = staffPlugin('admin: mall orders', async (app, docs) => {
  const guard = requireStaff({ permission: 'mall.orders' });

  staffRead(app, {
    url: mallAdminPaths.orders,
    guard,
    docs: docs(
      'Every member’s orders, newest first; filters status, mall, member (username), order_no, from/to, store (a store member’s id)',
    ),
    query: adminOrdersQuery,
    response: page(adminOrderSummarySchema),
    run: (query, _id, request) =>
      listAdminOrders(
        app.deps,
        {
          status: query.status,
          mall: query.mall,
          member: query.member,
          orderId: idOf(query.order_no),
          from: dateOf(query.from),
          to: dateOf(query.to),
          storeId: idOf(query.store),
        },
        query.page,
        readerLanguageOf(request),
      ),
  });

  staffRead(app, {
    url: mallAdminPaths.order.route,
    guard,
    docs: docs('One order: lines, address, payment, timeline, requests, and the steps staff may take now'),
    response: adminOrderDetailSchema,
    run: (_query, id, request) => getAdminOrder(app.deps, id, readerLanguageOf(request)),
  });

  // Written out rather than through staffAction, whose `run` gets no request: the answer titles the lines in
  // the reading screen's language (readerLanguageOf), as every other order answer does.
  envelopeRoute(app, {
    method: 'POST',
    url: mallAdminPaths.orderStatus.route,
    onRequest: guard,
    schema: {
      ...docs(
        'The next step (status): processing, ready_to_ship, shipped (shipping_company and tracking_number), ready_pickup, pickup_confirmed (ORDER_NO_READY_PICKUP unless ready), received, cancelled (reason; refunds what was paid); audited',
      ),
      ...rowParams(mallAdminPaths.orderStatus.route),
      body: staffOrderStepInput,
    },
    data: adminOrderDetailSchema,
    errors: staffErrors,
    handler: async (request) =>
      ok(
        await stepOrder(
          app.deps,
          rowIdOf(request.params),
          request.body as StaffOrderStepInput,
          auditActorOf(request),
          readerLanguageOf(request),
        ),
      ),
  });

  staffRead(app, {
    url: mallAdminPaths.requests,
    guard,
    docs: docs('Exchange and error requests, open ones first (oldest first); filters status, kind, order_no'),
    query: adminRequestsQuery,
    response: page(adminOrderRequestSchema),
    run: (query) =>
      listRequests(app.deps, { status: query.status, kind: query.kind, orderId: idOf(query.order_no) }, query.page),
  });

  staffRead(app, {
    url: mallAdminPaths.request.route,
    guard,
    docs: docs('One request'),
    response: adminOrderRequestSchema,
    run: (_query, id) => getRequest(app.deps, id),
  });

  staffAction(app, {
    url: mallAdminPaths.requestAnswer.route,
    guard,
    docs: docs('Approve or reject an open request with an answer the member reads (STATE_CHANGED if decided); audited'),
    body: requestAnswerInput,
    response: adminOrderRequestSchema,
    run: (id, body, actor) => answerOrderRequest(app.deps, id, body, actor),
  });
});
