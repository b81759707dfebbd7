import {
  addressInput,
  addressSchema,
  addressUpdateInput,
  cartAddInput,
  cartRemoveInput,
  cartSchema,
  cartUpdateInput,
  categoriesQuery,
  checkoutInput,
  mallCategorySchema,
  mallIdInput,
  mallPaths,
  orderDetailSchema,
  orderSummarySchema,
  ordersQuery,
  page,
  productCardSchema,
  productDetailSchema,
  productsQuery,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { publicDocs } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { idempotentAction } from '../../plugins/idempotent-action';
import { memberAction, memberPlugin, memberRead } from '../../plugins/member-route';
import { addAddress, editAddress, listAddresses, removeAddress } from './mall-addresses.service';
import { getCart, putCartLine, removeCartLine } from './mall-cart.service';
import { getProduct, getProductImage, listCategories, listProducts } from './mall-catalogue.service';
import { checkout } from './mall-checkout.service';
import { getMemberOrderDetail, listMemberOrders, memberMovesOrder } from './mall-orders.service';

/** The member's catalogue, cart and addresses (docs/decisions/011-mall.md). */
const catalogueRoutes = memberPlugin('mall', (app, docs) => {
  memberRead(app, {
    url: mallPaths.categories,
    docs: docs('Active categories, named in the member’s language'),
    query: categoriesQuery,
    response: z.array(mallCategorySchema),
    run: (member) => listCategories(app.deps, member.language),
  });

  memberRead(app, {
    url: mallPaths.products,
    docs: docs(
      'A page of one mall’s products',
      'Filter by category_id; q searches the title in the member’s language (English where it has none).',
    ),
    query: productsQuery,
    response: page(productCardSchema),
    run: (member, query) => listProducts(app.deps, member.language, query),
  });

  memberRead(app, {
    url: mallPaths.product,
    docs: docs('One product with its images and variants (PRODUCT_NOT_FOUND when hidden or missing)'),
    query: mallIdInput,
    response: productDetailSchema,
    errors: [404],
    run: (member, query) => getProduct(app.deps, member.language, BigInt(query.id)),
  });

  memberRead(app, {
    url: mallPaths.cart,
    docs: docs('The member’s cart, priced as the catalogue stands now'),
    response: cartSchema,
    run: (member) => getCart(app.deps, member.id, member.language),
  });

  // Adding units and setting a line's quantity are one service in two modes, with the same checks.
  for (const [url, body, mode, summary, description] of [
    [
      mallPaths.cartAdd,
      cartAddInput,
      'add',
      'Add units of a variant to the cart',
      'One mall (and store) at a time: `Incorrect Mall`. NO_PRODUCT_MATCH when it cannot be sold or the stock is short.',
    ],
    [mallPaths.cartUpdate, cartUpdateInput, 'set', 'Set the quantity of a cart line', undefined],
  ] as const) {
    memberAction(app, {
      url,
      docs: docs(summary, description),
      body,
      response: cartSchema,
      errors: [404, 409, 422],
      run: (member, body) => putCartLine(app.deps, member, body, mode),
    });
  }

  memberAction(app, {
    url: mallPaths.cartRemove,
    docs: docs('Remove a line from the cart'),
    body: cartRemoveInput,
    response: cartSchema,
    errors: [404],
    run: (member, body) => removeCartLine(app.deps, member, BigInt(body.variant_id)),
  });

  memberRead(app, {
    url: mallPaths.addresses,
    docs: docs('The member’s shipping addresses, the default first'),
    response: z.array(addressSchema),
    run: (member) => listAddresses(app.deps, member.id),
  });

  memberAction(app, {
    url: mallPaths.addresses,
    docs: docs('Add a shipping address (the first one is the default)'),
    body: addressInput,
    response: z.array(addressSchema),
    errors: [422],
    run: (member, body) => addAddress(app.deps, member.id, body),
  });

  memberAction(app, {
    url: mallPaths.addressUpdate,
    docs: docs('Edit a shipping address'),
    body: addressUpdateInput,
    response: z.array(addressSchema),
    errors: [404],
    run: (member, { id, ...body }) => editAddress(app.deps, member.id, BigInt(id), body),
  });

  memberAction(app, {
    url: mallPaths.addressDelete,
    docs: docs('Delete a shipping address'),
    body: mallIdInput,
    response: z.array(addressSchema),
    errors: [404],
    run: (member, body) => removeAddress(app.deps, member.id, BigInt(body.id)),
  });
});

/** Checkout and the member's orders. */
const orderRoutes = memberPlugin('mall orders', (app, docs) => {
  idempotentAction(app, {
    url: mallPaths.checkout,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Pay for the cart: one order',
      'SELECT_PAY_TYPE without pay_type; shop: cash or cash_voucher (cash_amount at most the total, ' +
        'CASH_EXCEEDS_TOTAL), voucher mall: voucher. Ship needs address_id (ADDRESS_REQUIRED); pickup only ' +
        'where every product allows it. Secondary password; Idempotency-Key. NO_PRODUCT_MATCH when a unit is gone.',
    ),
    body: checkoutInput,
    response: orderDetailSchema,
    errors: [404, 422],
    run: (member, body, claim) => checkout(app.deps, member, body, claim),
  });

  memberRead(app, {
    url: mallPaths.orders,
    docs: docs('A page of the member’s orders, newest first'),
    query: ordersQuery,
    response: page(orderSummarySchema),
    run: (member, query) => listMemberOrders(app.deps, member.id, member.language, query),
  });

  memberRead(app, {
    url: mallPaths.order,
    docs: docs('One order with its lines, timeline and requests (`Order not found` for another member’s)'),
    query: mallIdInput,
    response: orderDetailSchema,
    errors: [404],
    run: (member, query) => getMemberOrderDetail(app.deps, member, BigInt(query.id)),
  });

  // The member's two moves of an order, one service: each answers the order as it is now.
  for (const [url, to, summary, description] of [
    [
      mallPaths.cancelOrder,
      'cancelled',
      'Cancel an order before it is shipped (pending or processing)',
      'Refunds exactly what was paid in each asset and puts the units back. Idempotency-Key.',
    ],
    [
      mallPaths.confirmReceipt,
      'received',
      'Confirm a shipped order was received (opens the exchange and error windows)',
      undefined,
    ],
  ] as const) {
    idempotentAction(app, {
      url,
      docs: docs(summary, description),
      body: mallIdInput,
      response: orderDetailSchema,
      errors: [404],
      run: (member, body, claim) => memberMovesOrder(app.deps, member, BigInt(body.id), to, claim),
    });
  }
});

/** The mall's member calls, and its product images (public: an <img> sends no bearer token). */
export const mallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    mallPaths.image.route,
    {
      schema: {
        ...publicDocs('mall')('A product image (public while the product is shown)'),
        params: idParam,
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => sendPrivateImage(reply, await getProductImage(app.deps, BigInt(request.params.id))),
  );
  await app.register(catalogueRoutes);
  await app.register(orderRoutes);
};
