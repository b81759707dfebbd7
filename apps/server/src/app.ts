import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { type Clock, OffsetClock, systemClock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { connectRedis } from './lib/redis';
import { storableValidatorCompiler } from './lib/storable-strings';
import { registerModules } from './modules';
import { createSettingsService } from './modules/settings/settings.service';
import { docsPlugin } from './plugins/docs';
import { answerClientError, answerError, answerNodeLevelRequests, errorsPlugin } from './plugins/errors';
import { maintenancePlugin } from './plugins/maintenance';
import { noStorePlugin } from './plugins/no-store';
import { requestLogPlugin } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import path from 'node:path';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Largest JSON body we accept; uploads go through multipart with their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the Fastify app: plugins → modules → error handler. Does not listen. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // plugins/request-log writes one line per answered request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Errors raised before a route is found (bad percent-encoding, an over-long path parameter) and
    // requests Node's parser refuses (oversize headers) answer in the same envelope as everything else.
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
    // Node answers an HTTP/1.1 request without Host with a bare 400 of its own; the errors plugin
    // refuses it instead, in the envelope.
    http: { requireHostHeader: false },
    // A hop count trusts that many proxies in front of us; Fastify's types take it as a function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  answerNodeLevelRequests(app.server);

  // Every string of every route's input is checked once here for what PostgreSQL cannot store.
  app.setValidatorCompiler(storableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: options.clock ?? (config.testClockControl ? new OffsetClock() : systemClock),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    settings: createSettingsService(database.db),
    poolStats: database.poolStats,
    redis: config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined,
  };
  app.decorate('deps', deps);
  // Global hooks that do not wait on anything take `done` instead of being async: an async hook costs
  // every request a promise and a turn of the microtask queue (decision 033).
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onClose', async () => deps.mailer.close());
  app.addHook('onClose', async () => {
    await deps.redis?.quit();
  });

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(securityPlugin);
  await app.register(noStorePlugin);
  await app.register(docsPlugin);
  await app.register(maintenancePlugin);
  await registerModules(app);
  await app.register(staticWebPlugin, { root: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
