import multipart from '@fastify/multipart';
import {
  DEPOSIT_SCREENSHOT_MAX_BYTES,
  boDepositRecordQuery,
  boDepositRecordSchema,
  cryptoDepositInput,
  depositOptionsSchema,
  depositRecordCsvQuery,
  depositRecordQuery,
  depositRecordSchema,
  fiatDepositFields,
  moneyDeskPaths,
  page,
} from '@tandem/contracts';
import { uploadLimits } from '../../lib/uploads';
import { sendPrivateImage } from '../../lib/private-image';
import { memberErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { perMinute } from '../../lib/route-limits';
import { idempotentAction } from '../../plugins/idempotent-action';
import { currentMember } from '../../plugins/member-auth';
import { memberCsv, memberFoldedRead, memberImageForm, memberPlugin, memberRead } from '../../plugins/member-route';
import {
  assertCanSubmitFiat,
  exportDepositRecordsCsv,
  findBoDepositRecords,
  depositRecords,
  getDepositOptions,
  getDepositScreenshot,
  submitCryptoDeposit,
  submitFiatDeposit,
} from './deposits.service';

const submitLimit = perMinute(10);

/** The member's side of deposits (decisions.md "Deposits"). */
export const depositRoutes = memberPlugin('wallet: deposits', async (app, docs) => {
  await app.register(multipart, uploadLimits({ maxFileBytes: DEPOSIT_SCREENSHOT_MAX_BYTES, maxFiles: 1 }));

  memberRead(app, {
    url: moneyDeskPaths.depositOptions,
    docs: docs(
      'Networks offered with the platform address for each; for fiat the hours, whether a deposit is pending, ' +
        'the payment reference for the next transfer, the member country and its buy rate, and the payee bank account',
    ),
    response: depositOptionsSchema,
    run: (member) => getDepositOptions(app.deps, member.id),
  });

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
    errors: [422],
    run: (member, body, claim) => submitCryptoDeposit(app.deps, member.id, body, claim),
  });

  memberImageForm(app, {
    url: moneyDeskPaths.depositFiat,
    rateLimit: submitLimit,
    docs: docs(
      'Submit a fiat (bank transfer) deposit (multipart/form-data)',
      'Fields `amount` (whole units), `payer_name`, `reference_number`; file `screenshot` (JPEG or PNG by content, at most ' +
        '10 MB: FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, IMAGE_UNREADABLE; re-encoded and stored privately). ' +
        'Accepted only between FIAT_DEPOSIT_OPEN and FIAT_DEPOSIT_CLOSE business time (FIAT_DEPOSIT_CLOSED with ' +
        'data.open/close); LAST_DEPOSIT_PENDING while another deposit waits.',
    ),
    form: {
      fields: fiatDepositFields,
      images: ['screenshot'],
      required: ['screenshot'],
      maxBytes: DEPOSIT_SCREENSHOT_MAX_BYTES,
    },
    response: depositRecordSchema,
    errors: [409],
    check: (memberId) => assertCanSubmitFiat(app.deps, memberId),
    run: (memberId, form) => submitFiatDeposit(app.deps, memberId, form.fields, form.images.screenshot),
  });

  memberFoldedRead(app, {
    url: moneyDeskPaths.depositRecord,
    docs: docs(
      "The member's deposits, newest first",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ.',
    ),
    query: depositRecordQuery,
    response: page(depositRecordSchema),
    read: (session, query) => depositRecords.read(app.deps, session, query),
    answer: (_member, rows, query) => depositRecords.answer(rows, query),
  });

  memberCsv(app, {
    url: moneyDeskPaths.depositRecordCsv,
    docs: docs(
      "The member's deposits of the list's filters as CSV, every row",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ; oldest first; times in BUSINESS_TZ; exact amounts.',
    ),
    query: depositRecordCsvQuery,
    run: (member, query) => exportDepositRecordsCsv(app.deps, member.id, query),
  });

  memberRead(app, {
    url: moneyDeskPaths.boDepositRecord,
    docs: docs('Credits the back office made to the member (approved deposits, adjustments), newest first'),
    query: boDepositRecordQuery,
    response: page(boDepositRecordSchema),
    run: (member, query) => findBoDepositRecords(app.deps, member.id, query),
  });

  app.get(
    moneyDeskPaths.depositScreenshot.route,
    {
      schema: {
        ...docs("The screenshot of one of the member's own fiat deposits (JPEG or PNG)"),
        params: idParam,
        response: memberErrors(404),
      },
    },
    async (request, reply) =>
      sendPrivateImage(
        reply,
        await getDepositScreenshot(app.deps, BigInt(request.params.id), currentMember(request).id),
      ),
  );
});
