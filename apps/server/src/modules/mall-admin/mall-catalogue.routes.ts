import multipart from '@fastify/multipart';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  adminCategorySchema,
  adminProductSchema,
  adminProductSummarySchema,
  adminProductsQuery,
  categoryInput,
  mallAdminPaths,
  newVariantInput,
  page,
  productEditInput,
  productInput,
  productStatusInput,
  restockInput,
  variantEditInput,
} from '@tandem/contracts';
import { z } from 'zod';
import { envelopeOf, errorEnvelope, ok } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { uploadLimits } from '../../lib/uploads';
import { readImageForm } from '../../plugins/image-form';
import { auditActorOf } from '../../plugins/staff-auth';
import { staffRoutes } from '../../plugins/staff-routes';
import {
  addProductImage,
  addVariant,
  createCategory,
  createProduct,
  editCategory,
  editProduct,
  editVariant,
  getProduct,
  listCategories,
  listProducts,
  readProductImage,
  removeCategory,
  removeProduct,
  removeProductImage,
  restockVariant,
  setProductStatus,
} from './mall-catalogue.service';

const removed = z.object({ id: z.string() });

/** The mall's catalogue, /api/admin/mall/{categories,products,images,variants}*: the content desk; every change audited. */
export const mallCatalogueRoutes = staffRoutes('admin: mall catalogue', 'mall.catalogue', async (staff, app) => {
  await app.register(multipart, uploadLimits({ maxFileBytes: PRODUCT_IMAGE_MAX_BYTES, maxFiles: 1 }));

  staff.read(
    mallAdminPaths.categories,
    'Every category (shown and hidden) with its names in each language and its product count',
    {
      response: z.array(adminCategorySchema),
      run: () => listCategories(app.deps),
    },
  );

  staff.action(mallAdminPaths.categories, 'Create a category (names: en required, other languages optional); audited', {
    body: categoryInput,
    response: adminCategorySchema,
    run: (_id, body, actor) => createCategory(app.deps, body, actor),
  });

  staff.action(mallAdminPaths.category.route, 'Edit a category’s names, order or visibility; audited', {
    method: 'PUT',
    body: categoryInput,
    response: adminCategorySchema,
    run: (id, body, actor) => editCategory(app.deps, id, body, actor),
  });

  staff.action(
    mallAdminPaths.category.route,
    'Delete a category without products (MALL_CATEGORY_IN_USE otherwise); audited',
    {
      method: 'DELETE',
      response: removed,
      run: (id, _body, actor) => removeCategory(app.deps, id, actor),
    },
  );

  staff.read(
    mallAdminPaths.products,
    'Products of both malls, newest first; filters mall, category_id, status, q (title in any language), store (a store member’s id)',
    {
      query: adminProductsQuery,
      response: page(adminProductSummarySchema),
      run: (query) =>
        listProducts(
          app.deps,
          {
            mall: query.mall,
            categoryId: query.category_id ? BigInt(query.category_id) : undefined,
            status: query.status,
            q: query.q,
            storeId: query.store ? BigInt(query.store) : undefined,
          },
          query.page,
        ),
    },
  );

  staff.read(mallAdminPaths.product.route, 'One product with its texts in every language, pictures and variants', {
    response: adminProductSchema,
    run: (_query, id) => getProduct(app.deps, id),
  });

  staff.action(
    mallAdminPaths.products,
    'Create a product in a mall with its texts and first variants (with their stock); audited',
    {
      body: productInput,
      response: adminProductSchema,
      run: (_id, body, actor) => createProduct(app.deps, body, actor),
    },
  );

  staff.action(
    mallAdminPaths.product.route,
    'Edit a product’s price, fee, category, type, pick-up and texts (not its mall); audited',
    {
      method: 'PUT',
      body: productEditInput,
      response: adminProductSchema,
      run: (id, body, actor) => editProduct(app.deps, id, body, actor),
    },
  );

  staff.action(
    mallAdminPaths.product.route,
    'Delete a product never ordered (MALL_PRODUCT_ORDERED otherwise: hide it); audited',
    {
      method: 'DELETE',
      response: removed,
      run: (id, _body, actor) => removeProduct(app.deps, id, actor),
    },
  );

  staff.action(mallAdminPaths.productStatus.route, 'Show (active) or hide (hidden) a product in its mall; audited', {
    body: productStatusInput,
    response: adminProductSchema,
    run: (id, body, actor) => setProductStatus(app.deps, id, body.status, actor),
  });

  app.post(
    mallAdminPaths.productImages.route,
    {
      onRequest: staff.guard(),
      schema: {
        ...staff.docs(
          'Add a picture (multipart, field `image`: one JPG/PNG ≤ 10 MB, re-encoded without metadata); audited',
        ),
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: envelopeOf(adminProductSchema), ...staffErrors, 413: errorEnvelope, 415: errorEnvelope },
      },
    },
    async (request) => {
      const form = await readImageForm(request, {
        fields: z.object({}),
        images: ['image'],
        required: ['image'],
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
      });
      return ok(await addProductImage(app.deps, BigInt(request.params.id), form.images.image, auditActorOf(request)));
    },
  );

  app.get(
    mallAdminPaths.productImage.route,
    {
      onRequest: staff.guard(),
      schema: {
        ...staff.docs('A picture, whatever its product’s status (preview)'),
        params: idParam,
        response: staffErrors,
      },
    },
    async (request, reply) => sendPrivateImage(reply, await readProductImage(app.deps, BigInt(request.params.id))),
  );

  staff.action(mallAdminPaths.productImage.route, 'Remove a picture; audited', {
    method: 'DELETE',
    response: adminProductSchema,
    run: (id, _body, actor) => removeProductImage(app.deps, id, actor),
  });

  staff.action(
    mallAdminPaths.productVariants.route,
    'Add a variant (size/label, optional own price, first stock); audited',
    {
      body: newVariantInput,
      response: adminProductSchema,
      run: (id, body, actor) => addVariant(app.deps, id, body, actor),
    },
  );

  staff.action(
    mallAdminPaths.variant.route,
    'Edit a variant’s label, price, order or visibility (stock changes by restock); audited',
    {
      method: 'PUT',
      body: variantEditInput,
      response: adminProductSchema,
      run: (id, body, actor) => editVariant(app.deps, id, body, actor),
    },
  );

  staff.action(
    mallAdminPaths.variantRestock.route,
    'Add units to a variant’s stock; audited with the stock before and after',
    {
      body: restockInput,
      response: adminProductSchema,
      run: (id, body, actor) => restockVariant(app.deps, id, body.quantity, actor),
    },
  );
});
