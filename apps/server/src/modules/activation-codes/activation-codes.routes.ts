import {
  activatePinInput,
  activatePinResultSchema,
  buyPinInput,
  buyPinResultSchema,
  page,
  pinCodeSchema,
  pinInfoSchema,
  pinPaths,
  pinRecordQuery,
  pinTransferRecordQuery,
  pinTransferRecordSchema,
  transferPinInput,
  transferPinResultSchema,
} from '@tandem/contracts';
import { SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { idempotentAction } from '../../plugins/idempotent-action';
import { memberPlugin, memberRead } from '../../plugins/member-route';
import {
  activateAccount,
  buyCodes,
  findMemberCodes,
  findMemberTransfers,
  getPinInfo,
  transferCodes,
} from './activation-codes.service';

/** The member's activation codes: buy, list, transfer within the team, activate an account. */
export const activationCodeRoutes = memberPlugin('activation codes', async (app, docs) => {
  memberRead(app, {
    url: pinPaths.info,
    docs: docs('Code price and validity, what needs an active account, and whether the caller is activated'),
    response: pinInfoSchema,
    run: (member) => getPinInfo(app.deps, member.id),
  });

  idempotentAction(app, {
    url: pinPaths.buy,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Buy activation codes with the cash wallet',
      'quantity × PIN_PRICE from point1 in one posting; each code is valid PIN_VALIDITY_DAYS. Secondary ' +
        'password required; INSUFFICIAN_BALANCE when point1 cannot cover it. Accepts Idempotency-Key.',
    ),
    body: buyPinInput,
    response: buyPinResultSchema,
    errors: [422],
    run: (member, body, claim) => buyCodes(app.deps, member, body, claim),
  });

  memberRead(app, {
    url: pinPaths.record,
    docs: docs('The codes the member holds, newest first; status valid, activated, expired or void'),
    query: pinRecordQuery,
    response: page(pinCodeSchema),
    run: (member, query) => findMemberCodes(app.deps, member.id, query),
  });

  idempotentAction(app, {
    url: pinPaths.transfer,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Transfer unused codes to an upline or downline member',
      'The receiver follows the wallet transfer rule (RECEIVER_NOT_IN_TEAM, TRANSFER_TO_SELF, RECEIVER_FROZEN). ' +
        'All or nothing: a code that is not the caller’s is INCORRECT_PIN; PIN_ALREADY_USED, PIN_VOID, PIN_EXPIRED. ' +
        'Secondary password required. Accepts Idempotency-Key.',
    ),
    body: transferPinInput,
    response: transferPinResultSchema,
    errors: [422],
    run: (member, body, claim) => transferCodes(app.deps, member, body, claim),
  });

  memberRead(app, {
    url: pinPaths.transferRecord,
    docs: docs('Codes the member sent or received, newest first'),
    query: pinTransferRecordQuery,
    response: page(pinTransferRecordSchema),
    run: (member, query) => findMemberTransfers(app.deps, member.id, query.page),
  });

  idempotentAction(app, {
    url: pinPaths.activate,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      "Activate the caller's account or a downline's with one of the caller's codes",
      'Once per code and once per account: ACCOUNT_ALREADY_ACTIVATED, ACTIVATE_NOT_DOWNLINE, INCORRECT_PIN, ' +
        'PIN_ALREADY_USED, PIN_VOID, PIN_EXPIRED. Secondary password required. Accepts Idempotency-Key.',
    ),
    body: activatePinInput,
    response: activatePinResultSchema,
    errors: [422],
    run: (member, body, claim) => activateAccount(app.deps, member, body, claim),
  });
});
