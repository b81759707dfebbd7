import {
  adminOrderDetailSchema,
  adminOrderRequestSchema,
  adminOrderSummarySchema,
  adminOrdersQuery,
  adminRequestsQuery,
  mallAdminPaths,
  page,
  requestAnswerInput,
  staffOrderStepInput,
} from '@tandem/contracts';
import { staffRoutes } from '../../plugins/staff-routes';
import { readerLanguageOf } from './reader-language';
import { getAdminOrder, listAdminOrders, stepOrder } from './mall-orders-admin.service';
import { answerOrderRequest, getRequest, listRequests } from './mall-requests.service';

const idOf = (text: string | undefined) => (text ? BigInt(text) : undefined);
const dateOf = (text: string | undefined) => (text ? new Date(text) : undefined);

/**
 * Mall orders and exchange/error requests, /api/admin/mall/{orders,requests}*: customer service; every step
 * audited. Order answers title their lines in the reading screen's language (readerLanguageOf).
 */
export const mallOrdersAdminRoutes = staffRoutes('admin: mall orders', 'mall.orders', (staff, app) => {
  staff.read(
    mallAdminPaths.orders,
    'Every member’s orders, newest first; filters status, mall, member (username), order_no, from/to, store (a store member’s id)',
    {
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
    },
  );

  staff.read(
    mallAdminPaths.order.route,
    'One order: lines, address, payment, timeline, requests, and the steps staff may take now',
    {
      response: adminOrderDetailSchema,
      run: (_query, id, request) => getAdminOrder(app.deps, id, readerLanguageOf(request)),
    },
  );

  staff.action(
    mallAdminPaths.orderStatus.route,
    'The next step (status): processing, ready_to_ship, shipped (shipping_company and tracking_number), ready_pickup, pickup_confirmed (ORDER_NO_READY_PICKUP unless ready), received, cancelled (reason; refunds what was paid); audited',
    {
      body: staffOrderStepInput,
      response: adminOrderDetailSchema,
      run: (id, body, actor, request) => stepOrder(app.deps, id, body, actor, readerLanguageOf(request)),
    },
  );

  staff.read(
    mallAdminPaths.requests,
    'Exchange and error requests, open ones first (oldest first); filters status, kind, order_no',
    {
      query: adminRequestsQuery,
      response: page(adminOrderRequestSchema),
      run: (query) =>
        listRequests(app.deps, { status: query.status, kind: query.kind, orderId: idOf(query.order_no) }, query.page),
    },
  );

  staff.read(mallAdminPaths.request.route, 'One request', {
    response: adminOrderRequestSchema,
    run: (_query, id) => getRequest(app.deps, id),
  });

  staff.action(
    mallAdminPaths.requestAnswer.route,
    'Approve or reject an open request with an answer the member reads (STATE_CHANGED if decided); audited',
    {
      body: requestAnswerInput,
      response: adminOrderRequestSchema,
      run: (id, body, actor) => answerOrderRequest(app.deps, id, body, actor),
    },
  );
});
