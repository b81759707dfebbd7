import { bankInfoSchema, moneyDeskPaths, updateAddressInput, userBankInput } from '@tandem/contracts';
import { perMinute } from '../../lib/route-limits';
import { memberAction, memberPlugin, memberRead } from '../../plugins/member-route';
import { bindAddress, bindBank, getBankInfo } from './payout.service';

const bindLimit = perMinute(20);

/** Where withdrawals go: the member's bank details and one BEP-20 address. */
export const payoutRoutes = memberPlugin('member: payout', async (app, docs) => {
  memberRead(app, {
    url: moneyDeskPaths.bankInfo,
    docs: docs("The member's bank details and BEP-20 payout address (null when unbound)"),
    response: bankInfoSchema,
    run: (member) => getBankInfo(app.deps, member.id),
  });

  memberAction(app, {
    url: moneyDeskPaths.userBank,
    rateLimit: bindLimit,
    docs: docs(
      'Bind or replace the bank details for cash withdrawals',
      "The account holder must equal the member's full name (case and spacing ignored): BANK_HOLDER_MISMATCH; " +
        'no full name on the profile yet: KYC_FULLNAME_REQUIRED. Needs the secondary password ' +
        '(INCORRECT_SEC_PASSWORD, SEC_PASSWORD_NOT_SET, ACCOUNT_LOCKED (429) after five wrong ones) and `otp`, the ' +
        'security code from requestUserOTP (INCORRECT_OTP). Replacing the account holds withdrawals for ' +
        'PAYOUT_CHANGE_HOLD_HOURS (bank info withdraw_held_until).',
    ),
    body: userBankInput,
    response: bankInfoSchema,
    errors: [422],
    run: (member, body) => bindBank(app.deps, member.id, body),
  });

  memberAction(app, {
    url: moneyDeskPaths.updateAddress,
    rateLimit: bindLimit,
    docs: docs(
      'Bind or change the BEP-20 withdrawal address',
      'Must be 0x + 40 hex digits (IncorrectBEPaddress), not one of the platform deposit addresses ' +
        "(PLATFORM_ADDRESS), and not bound to another account ('Address binded'). Sending the bound address " +
        'again succeeds. Needs the secondary password (INCORRECT_SEC_PASSWORD, SEC_PASSWORD_NOT_SET, ' +
        'ACCOUNT_LOCKED (429)) and `otp`, the security code from requestUserOTP (INCORRECT_OTP). A change holds ' +
        'withdrawals for PAYOUT_CHANGE_HOLD_HOURS.',
    ),
    body: updateAddressInput,
    response: bankInfoSchema,
    errors: [409, 422],
    run: (member, body) => bindAddress(app.deps, member.id, body),
  });
});
