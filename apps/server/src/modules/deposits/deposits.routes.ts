import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  DEPOSIT_SCREENSHOT_MAX_BYTES,
  boDepositRecordQuery,
  boDepositRecordSchema,
  cryptoDepositInput,
  depositOptionsSchema,
  depositRecordQuery,
  depositRecordSchema,
  fiatDepositFields,
  moneyDeskPaths,
  page,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { storable } from '../../lib/storable-strings';
import { type ImageUpload, readImageUpload, uploadLimits } from '../../lib/uploads';
import { idempotentAction } from '../../plugins/idempotent-action';
import { sendPrivateImage } from '../../lib/private-image';
import { memberDocs, memberErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import {
  assertCanSubmitFiat,
  findBoDepositRecords,
  findDepositRecords,
  getDepositOptions,
  getDepositScreenshot,
  submitCryptoDeposit,
  submitFiatDeposit,
} from './deposits.service';

const docs = memberDocs('wallet: deposits');
const submitLimit = { max: 10, timeWindow: '1 minute' };

async function discard(part: MultipartFile) {
  for await (const _chunk of part.file) {
    // dropped
  }
}

/** The member's side of deposits (decisions.md "Deposits"). */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);
  await app.register(multipart, uploadLimits({ maxFileBytes: DEPOSIT_SCREENSHOT_MAX_BYTES, maxFiles: 1 }));

  app.get(
    moneyDeskPaths.depositOptions,
    {
      schema: {
        ...docs('Networks offered with the platform address for each, and the fiat deposit hours'),
        response: { 200: envelopeOf(depositOptionsSchema), ...memberErrors() },
      },
    },
    async () => ok(await getDepositOptions(app.deps)),
  );

  idempotentAction(app, {
    url: moneyDeskPaths.deposit,
    rateLimit: submitLimit,
    docs: docs(
      'Submit a crypto deposit (network, amount, tx hash) for crediting',
      'Staff approve it and point1 is credited once. DEPOSIT_NETWORK_UNAVAILABLE when the network has no ' +
        'platform address; LAST_DEPOSIT_PENDING while another deposit waits; TX_HASH_USED when the hash was ' +
        'submitted before on that network (and not rejected). Accepts Idempotency-Key.',
    ),
    body: cryptoDepositInput,
    response: depositRecordSchema,
    errors: [409, 422],
    run: (member, body, claim) => submitCryptoDeposit(app.deps, member.id, body, claim),
  });

  app.post(
    moneyDeskPaths.depositFiat,
    {
      config: { rateLimit: submitLimit },
      schema: {
        ...docs(
          'Submit a fiat (bank transfer) deposit (multipart/form-data)',
          'Fields `amount`, `payer_name`, `reference_number`; file `screenshot` (JPEG or PNG by content, at most ' +
            '10 MB: FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, IMAGE_UNREADABLE; re-encoded and stored privately). ' +
            'Accepted only between FIAT_DEPOSIT_OPEN and FIAT_DEPOSIT_CLOSE business time (FIAT_DEPOSIT_CLOSED with ' +
            'data.open/close); LAST_DEPOSIT_PENDING while another deposit waits.',
        ),
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(depositRecordSchema), ...memberErrors(409, 413, 415, 422) },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      await assertCanSubmitFiat(app.deps, memberId);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const text: Record<string, string> = {};
      let screenshot: ImageUpload | null = null;
      const problems: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'screenshot' || screenshot) {
            problems[part.fieldname] = 'invalid';
            await discard(part);
            continue;
          }
          screenshot = await readImageUpload(part, { maxBytes: DEPOSIT_SCREENSHOT_MAX_BYTES });
        } else if (typeof part.value === 'string') {
          text[part.fieldname] = part.value;
        }
      }
      const parsed = storable(fiatDepositFields).safeParse(text);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message;
      }
      if (!screenshot) problems.screenshot ??= 'required';
      if (Object.keys(problems).length > 0 || !parsed.success || !screenshot) throw AppError.fields(problems);
      return ok(await submitFiatDeposit(app.deps, memberId, parsed.data, screenshot));
    },
  );

  app.get(
    moneyDeskPaths.depositRecord,
    {
      schema: {
        ...docs("The member's deposits, newest first"),
        querystring: depositRecordQuery,
        response: { 200: envelopeOf(page(depositRecordSchema)), ...memberErrors() },
      },
    },
    async (request) => ok(await findDepositRecords(app.deps, currentMember(request).id, request.query)),
  );

  app.get(
    moneyDeskPaths.boDepositRecord,
    {
      schema: {
        ...docs('Credits the back office made to the member (approved deposits, adjustments), newest first'),
        querystring: boDepositRecordQuery,
        response: { 200: envelopeOf(page(boDepositRecordSchema)), ...memberErrors() },
      },
    },
    async (request) => ok(await findBoDepositRecords(app.deps, currentMember(request).id, request.query)),
  );

  app.get(
    moneyDeskPaths.depositScreenshot.route,
    {
      schema: {
        ...docs("The screenshot of one of the member's own fiat deposits (JPEG or PNG)"),
        params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'invalid') }),
        response: memberErrors(404),
      },
    },
    async (request, reply) =>
      sendPrivateImage(
        reply,
        await getDepositScreenshot(app.deps, BigInt(request.params.id), currentMember(request).id),
      ),
  );
};
