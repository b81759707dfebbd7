import { languages, newsDetailSchema, newsListQuery, newsPageSchema, newsPaths, paths } from '@tandem/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../lib/envelope';
import { sendPublicImage } from '../../lib/private-image';
import { publicDocs } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { bearerToken } from '../../plugins/member-auth';
import { memberAction, memberPlugin, memberRead } from '../../plugins/member-route';
import { publicCall } from '../../plugins/public-route';
import { authenticateMemberToken } from '../auth/sessions.service';
import { pickLanguage } from '../../lib/request-context';
import { countUnread, getNewsDetail, getPublicImage, listNews, markRead, readerLanguages } from './news.service';

/** The member behind an optional bearer token; a bad token simply reads as no member. */
async function optionalMember(request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  return authenticateMemberToken(request.server.deps.db, request.server.deps.clock.now(), token);
}

const detailQuery = idParam.extend({ language: z.enum(languages).optional().catch(undefined) });

/** The member's read markers on announcements. */
const newsMemberRoutes = memberPlugin('news', async (app, docs) => {
  memberRead(app, {
    url: newsPaths.unread,
    docs: docs(
      'How many announcements the member has not opened',
      'Each announcement counts once, whatever language it is read in; `language` is accepted and no longer narrows.',
    ),
    query: z.object({ language: newsListQuery.shape.language }),
    response: z.object({ unread: z.number() }),
    run: (member) => countUnread(app.deps, member.id),
  });

  memberAction(app, {
    url: newsPaths.markRead,
    docs: docs('Mark an announcement (or news item) read for the member'),
    body: idParam,
    response: z.object({ id: z.string() }),
    errors: [404],
    run: (member, body) => markRead(app.deps, member.id, BigInt(body.id)),
  });
});

/** News and announcements: public reading and the member's read markers (the back office: news-admin.routes.ts). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = publicDocs('news');

  publicCall(app, {
    method: 'GET',
    url: paths.news.list,
    docs: docs(
      'Published news (news_type 1) or system announcements (2), each once, newest first',
      'Each item comes in the version of `language`, else (with a member bearer token) the account’s language, else its default language. With a member bearer token, announcements carry is_read.',
    ),
    input: newsListQuery,
    response: newsPageSchema,
    errors: [],
    run: async (query, _context, request) => {
      const member = await optionalMember(request);
      return listNews(
        app.deps,
        { languages: readerLanguages(query.language, member?.language), newsType: query.news_type, page: query.page },
        member?.id ?? null,
      );
    },
  });

  publicCall(app, {
    method: 'GET',
    url: newsPaths.detail,
    docs: docs(
      'One published item (for the landing blog page)',
      'In the version of `language`, else of the Accept-Language header, else the item’s default language.',
    ),
    input: detailQuery,
    response: newsDetailSchema,
    errors: [404],
    run: (query, context) =>
      getNewsDetail(app.deps, BigInt(query.id), [pickLanguage(query.language, context.acceptLanguage)]),
  });

  app.get(
    newsPaths.image.route,
    {
      schema: { ...docs('A published item’s image (public)'), params: idParam, response: { 404: errorEnvelope } },
    },
    async (request, reply) => sendPublicImage(reply, await getPublicImage(app.deps, BigInt(request.params.id))),
  );

  await app.register(newsMemberRoutes);
};
