import multipart from '@fastify/multipart';
import {
  NEWS_IMAGE_MAX_BYTES,
  adminNewsItemSchema,
  languages,
  newsInput,
  newsPaths,
  newsStatuses,
  page,
} from '@tandem/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, errorEnvelope, ok, pageQuery } from '../../lib/envelope';
import { type ImageUpload, readImageUpload, uploadLimits } from '../../lib/uploads';
import { staffErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf } from '../../plugins/staff-auth';
import { staffRoutes } from '../../plugins/staff-routes';
import {
  createNews,
  editNews,
  getAdminImage,
  getAdminNews,
  listAdminNews,
  publishNews,
  removeNewsVersion,
  setNewsImage,
  unpublishNews,
} from './news-admin.service';

/** A preview of an unpublished image: staff only, never cached. */
function sendPreviewImage(reply: FastifyReply, file: { buffer: Buffer; mime: string }) {
  return reply
    .header('content-type', file.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.buffer);
}

const adminListQuery = pageQuery.extend({
  language: z.enum(languages, { error: 'invalid' }).optional(),
  news_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  status: z.enum(newsStatuses).optional(),
});

const versionParams = idParam.extend({ language: z.enum(languages, { error: 'invalid' }) });

const publishInput = z.object({ publish_at: z.iso.datetime({ offset: true, error: 'invalid' }).optional() });

/** The content team's back office for news and announcements, /api/admin/news*: every change is audited. */
export const adminNewsRoutes = staffRoutes('admin: news', 'news.manage', async (staff, app) => {
  await app.register(multipart, uploadLimits({ maxFileBytes: NEWS_IMAGE_MAX_BYTES, maxFiles: 1 }));
  const guard = staff.guard();
  const docs = staff.docs;
  const one = envelopeOf(adminNewsItemSchema);

  staff.read(
    newsPaths.admin,
    'All news and announcements, each once with its versions, any status; filters language (has a version in), news_type, status',
    {
      query: adminListQuery,
      response: page(adminNewsItemSchema),
      run: (query) =>
        listAdminNews(
          app.deps,
          { language: query.language, newsType: query.news_type, status: query.status },
          query.page,
        ),
    },
  );

  staff.read(newsPaths.adminOne.route, 'One item', {
    response: adminNewsItemSchema,
    run: (_query, id) => getAdminNews(app.deps, id),
  });

  staff.action(newsPaths.admin, 'Create an item as a draft, its language the default one; audited', {
    body: newsInput,
    response: adminNewsItemSchema,
    run: (_id, body, actor) => createNews(app.deps, body, actor),
  });

  staff.action(
    newsPaths.adminOne.route,
    'Write one language’s version (added when missing) and the item’s type and time; audited',
    {
      method: 'PUT',
      body: newsInput,
      response: adminNewsItemSchema,
      run: (id, body, actor) => editNews(app.deps, id, body, actor),
    },
  );

  app.delete(
    newsPaths.adminVersion.route,
    {
      onRequest: guard,
      schema: {
        ...docs('Remove one language’s version; the default language’s cannot go (400); audited'),
        params: versionParams,
        response: { 200: one, ...staffErrors },
      },
    },
    async (request) =>
      ok(await removeNewsVersion(app.deps, BigInt(request.params.id), request.params.language, auditActorOf(request))),
  );

  staff.action(newsPaths.adminPublish.route, 'Publish now, or schedule with a future publish_at; audited', {
    body: publishInput,
    response: adminNewsItemSchema,
    run: (id, body, actor) => publishNews(app.deps, id, body.publish_at, actor),
  });

  staff.action(newsPaths.adminUnpublish.route, 'Take a published item down; audited', {
    response: adminNewsItemSchema,
    run: (id, _body, actor) => unpublishNews(app.deps, id, actor),
  });

  app.post(
    newsPaths.adminImage.route,
    {
      onRequest: guard,
      schema: {
        ...docs('Upload the item’s image (multipart, one JPG/PNG ≤ 10 MB, re-encoded without metadata); audited'),
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: one, ...staffErrors, 413: errorEnvelope, 415: errorEnvelope },
      },
    },
    async (request) => {
      let image: ImageUpload | null = null;
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (image) throw new AppError('TOO_MANY_FILES', { max_files: 1 });
        image = await readImageUpload(part, { maxBytes: NEWS_IMAGE_MAX_BYTES });
      }
      if (!image) throw AppError.fields({ image: 'required' });
      return ok(await setNewsImage(app.deps, BigInt(request.params.id), image, auditActorOf(request)));
    },
  );

  staff.action(newsPaths.adminImage.route, 'Remove the item’s image; audited', {
    method: 'DELETE',
    response: adminNewsItemSchema,
    run: (id, _body, actor) => setNewsImage(app.deps, id, null, actor),
  });

  app.get(
    newsPaths.adminImage.route,
    {
      onRequest: guard,
      schema: { ...docs('The item’s image, whatever its status (preview)'), params: idParam, response: staffErrors },
    },
    async (request, reply) => {
      const file = await getAdminImage(app.deps, BigInt(request.params.id));
      return sendPreviewImage(reply, file);
    },
  );
});
