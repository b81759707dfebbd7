import multipart from '@fastify/multipart';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  STORE_LOGO_MAX_BYTES,
  adminProductSchema,
  myStoreSchema,
  page,
  storeApplicationFields,
  storeIdInput,
  storeOrderSchema,
  storeOrderStepInput,
  storeOrdersQuery,
  storePaths,
  storeProductEditInput,
  storeProductImageFields,
  storeProductInput,
  storeProductStatusInput,
  storeProductsQuery,
  storeRestockInput,
  storeSchema,
} from '@tandem/contracts';
import { sendPrivateImage } from '../../lib/private-image';
import { memberErrors } from '../../lib/route-docs';
import { uploadLimits } from '../../lib/uploads';
import { perMinute } from '../../lib/route-limits';
import { currentMember } from '../../plugins/member-auth';
import { memberAction, memberImageForm, memberPlugin, memberRead } from '../../plugins/member-route';
import { auditActorOf } from '../../plugins/staff-auth';
import { editProduct, getProduct, setProductStatus } from '../mall-admin/mall-catalogue.service';
import {
  addStoreProductImage,
  createStoreProduct,
  listStoreProducts,
  readStoreProductImage,
  removeStoreProductImage,
  restockStoreVariant,
  withOwnProduct,
} from './store-catalogue.service';
import { getStoreOrder, listStoreOrders, storeMovesOrder } from './store-orders.service';
import { applyForStore, assertCanApply, getMyStore, getMyStoreLogo, requireActiveStore } from './stores.service';

/** Applying is rare and heavy (an image decoded and re-encoded): a tight per-IP limit. */
const applyLimit = perMinute(10);
/** A product picture is decoded and re-encoded too, but a store adds several in a row. */
const pictureLimit = perMinute(30);
/** What every store call may answer besides the member's errors: no approved store, or suspended. */
const storeErrors = [403, 404, 409, 422];

/** The member's application and, once approved, their store: products, stock and orders. */
export const storeRoutes = memberPlugin('stores', async (app, docs) => {
  // One registration for both uploads, sized for the larger; each form then refuses above its own limit.
  await app.register(
    multipart,
    uploadLimits({ maxFileBytes: Math.max(STORE_LOGO_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES), maxFiles: 1 }),
  );

  memberRead(app, {
    url: storePaths.mine,
    docs: docs('The member’s store or latest application (null when they never applied)'),
    response: myStoreSchema,
    run: (member) => getMyStore(app.deps, member.id),
  });

  memberImageForm(app, {
    url: storePaths.apply,
    rateLimit: applyLimit,
    docs: docs(
      'Apply to become a store (multipart/form-data)',
      'Fields: shop_name, category, business_code, latitude (-90..90), longitude (-180..180); file: logo ' +
        '(JPEG or PNG, at most 5 MB, re-encoded and stored privately). One application at a time: while one ' +
        'waits, or once the member has a store, STORE_APPLICATION_OPEN; after a rejection they may apply again.',
    ),
    form: { fields: storeApplicationFields, images: ['logo'], required: ['logo'], maxBytes: STORE_LOGO_MAX_BYTES },
    response: storeSchema,
    errors: [409],
    check: (memberId) => assertCanApply(app.deps, memberId),
    run: (memberId, form) => applyForStore(app.deps, memberId, form.fields, form.images.logo),
  });

  app.get(
    storePaths.logo,
    { schema: { ...docs('The logo of the member’s store or latest application'), response: memberErrors(404) } },
    async (request, reply) => sendPrivateImage(reply, await getMyStoreLogo(app.deps, currentMember(request).id)),
  );

  memberRead(app, {
    url: storePaths.products,
    docs: docs('A page of the store’s products, newest first (STORE_NOT_APPROVED, STORE_SUSPENDED)'),
    query: storeProductsQuery,
    response: page(adminProductSchema),
    errors: storeErrors,
    run: (member, query) => listStoreProducts(app.deps, member.id, query.page),
  });

  memberRead(app, {
    url: storePaths.product,
    docs: docs('One of the store’s products with its texts, pictures and variants'),
    query: storeIdInput,
    response: adminProductSchema,
    errors: storeErrors,
    run: (member, query) => withOwnProduct(app.deps, member.id, BigInt(query.id), (id) => getProduct(app.deps, id)),
  });

  memberAction(app, {
    url: storePaths.products,
    docs: docs('Add a product to the shop mall, sold by the store (texts in nine languages, variants with stock)'),
    body: storeProductInput,
    response: adminProductSchema,
    errors: storeErrors,
    run: (member, body, request) => createStoreProduct(app.deps, member.id, body, auditActorOf(request)),
  });

  memberAction(app, {
    url: storePaths.productUpdate,
    docs: docs('Edit one of the store’s products (another’s answers PRODUCT_NOT_FOUND)'),
    body: storeProductEditInput,
    response: adminProductSchema,
    errors: storeErrors,
    run: (member, { id, ...input }, request) =>
      withOwnProduct(app.deps, member.id, BigInt(id), (own) =>
        editProduct(app.deps, own, input, auditActorOf(request)),
      ),
  });

  memberAction(app, {
    url: storePaths.productStatus,
    docs: docs('Hide one of the store’s products from the mall, or show it again'),
    body: storeProductStatusInput,
    response: adminProductSchema,
    errors: storeErrors,
    run: (member, body, request) =>
      withOwnProduct(app.deps, member.id, BigInt(body.id), (own) =>
        setProductStatus(app.deps, own, body.status, auditActorOf(request)),
      ),
  });

  memberAction(app, {
    url: storePaths.variantRestock,
    docs: docs('Add units to a variant of one of the store’s products'),
    body: storeRestockInput,
    response: adminProductSchema,
    errors: storeErrors,
    run: (member, body, request) =>
      restockStoreVariant(app.deps, member.id, BigInt(body.id), body.quantity, auditActorOf(request)),
  });

  memberImageForm(app, {
    url: storePaths.productImages,
    rateLimit: pictureLimit,
    docs: docs(
      'Add a picture to one of the store’s products (multipart/form-data)',
      'Field: id (the product); file: image (JPEG or PNG, at most 10 MB, re-encoded without metadata), as staff ' +
        'pictures are. Another store’s product answers PRODUCT_NOT_FOUND; a full product MALL_IMAGES_FULL.',
    ),
    form: {
      fields: storeProductImageFields,
      images: ['image'],
      required: ['image'],
      maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    },
    response: adminProductSchema,
    errors: storeErrors,
    check: async (memberId) => {
      await requireActiveStore(app.deps, memberId);
    },
    run: (memberId, form, request) =>
      addStoreProductImage(app.deps, memberId, BigInt(form.fields.id), form.images.image, auditActorOf(request)),
  });

  memberAction(app, {
    url: storePaths.productImageRemove,
    docs: docs('Remove a picture of one of the store’s products (another’s answers PRODUCT_NOT_FOUND)'),
    body: storeIdInput,
    response: adminProductSchema,
    errors: storeErrors,
    run: (member, body, request) =>
      removeStoreProductImage(app.deps, member.id, BigInt(body.id), auditActorOf(request)),
  });

  app.get(
    storePaths.productImage,
    {
      schema: {
        ...docs('A picture of one of the store’s products, whatever the product’s status'),
        querystring: storeIdInput,
        response: memberErrors(...storeErrors),
      },
    },
    async (request, reply) =>
      sendPrivateImage(
        reply,
        await readStoreProductImage(app.deps, currentMember(request).id, BigInt(request.query.id)),
      ),
  );

  memberRead(app, {
    url: storePaths.orders,
    docs: docs('A page of the orders the store sold, newest first, optionally of one status'),
    query: storeOrdersQuery,
    response: page(storeOrderSchema),
    errors: storeErrors,
    run: (member, query) => listStoreOrders(app.deps, member, query),
  });

  memberRead(app, {
    url: storePaths.order,
    docs: docs('One order the store sold (another’s answers `Order not found`)'),
    query: storeIdInput,
    response: storeOrderSchema,
    errors: storeErrors,
    run: (member, query) => getStoreOrder(app.deps, member, BigInt(query.id)),
  });

  memberAction(app, {
    url: storePaths.orderStep,
    docs: docs(
      'The store’s next step for an order',
      'processing, ready_to_ship, shipped (shipping_company and tracking_number) or ready_pickup, as the ' +
        'transition table allows from where the order is (ORDER_STATUS_NOT_ALLOWED otherwise).',
    ),
    body: storeOrderStepInput,
    response: storeOrderSchema,
    errors: storeErrors,
    run: (member, { id, ...step }) =>
      storeMovesOrder(app.deps, member, BigInt(id), {
        to: step.status,
        ...(step.status === 'shipped'
          ? { shipping: { shipping_company: step.shipping_company, tracking_number: step.tracking_number } }
          : {}),
      }),
  });

  memberAction(app, {
    url: storePaths.confirmPickup,
    docs: docs('The buyer collected the order at the store (ORDER_NO_READY_PICKUP unless it is ready for pick-up)'),
    body: storeIdInput,
    response: storeOrderSchema,
    errors: storeErrors,
    run: (member, body) => storeMovesOrder(app.deps, member, BigInt(body.id), { to: 'pickup_confirmed' }),
  });
});
