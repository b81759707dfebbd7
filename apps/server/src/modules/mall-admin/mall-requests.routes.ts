import { mallPaths, orderDetailSchema, orderRequestInput } from '@tandem/contracts';
import { memberAction, memberPlugin } from '../../plugins/member-route';
import { createOrderRequest } from './mall-requests.service';

/** The member's exchange / error request on a received order (the rest of the member's mall is modules/mall). */
export const mallRequestRoutes = memberPlugin('mall', (app, docs) => {
  memberAction(app, {
    url: mallPaths.orderRequest,
    docs: docs(
      'Ask for an exchange (within 14 days of receipt) or report an error (within 30) on one’s own received order',
      'One open request per order (ORDER_REQUEST_OPEN). Before receipt ORDER_STATUS_NOT_ALLOWED; past the window EXCHANGE_WINDOW_CLOSED / ERROR_WINDOW_CLOSED; another member’s order `Order not found`. Answers the order with its requests.',
    ),
    body: orderRequestInput,
    response: orderDetailSchema,
    errors: [404, 409, 422],
    run: (member, body) => createOrderRequest(app.deps, member, body),
  });
});
