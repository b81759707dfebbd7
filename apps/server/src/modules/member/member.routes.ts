import {
  bindUsernameInput,
  changePasswordInput,
  changeSecPasswordInput,
  checkUserOtpInput,
  homePageSchema,
  memberInfoSchema,
  paths,
  requestUserOtpInput,
  resetSecPasswordInput,
  sendOtpResultSchema,
  setSecPasswordInput,
  updateMemberInfoInput,
} from '@tandem/contracts';
import { MAIL_SEND_LIMIT, SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { memberAction, memberFoldedRead, memberPlugin } from '../../plugins/member-route';
import { getMemberInfo, homePageOfRows, memberInfoOfRow, readHomePage, readMemberInfo } from '../home/home.service';
import { bindUsername, changePassword, checkMemberOtp, requestMemberOtp, updateMemberInfo } from './member.service';
import { changeSecPassword, resetSecPassword, setSecPassword } from './secondary-password.service';

/** Every route here needs a member session (plugins/member-auth.ts). */
export const memberRoutes = memberPlugin('member', async (app, docs) => {
  memberFoldedRead(app, {
    url: paths.member.getMemberInfo,
    docs: docs('The calling member: profile, balances, KYC, flags'),
    response: memberInfoSchema,
    read: (session) => readMemberInfo(app.deps, session),
    answer: memberInfoOfRow,
  });

  memberAction(app, {
    url: paths.member.updateMemberInfo,
    docs: docs(
      'Edit profile fields (any subset)',
      'The full name is locked once KYC is pending or approved (NO_PERMISSION).',
    ),
    body: updateMemberInfoInput,
    response: memberInfoSchema,
    errors: [403],
    run: async (member, body) => {
      await updateMemberInfo(app.deps, member.id, body);
      return getMemberInfo(app.deps, member.id, member.language);
    },
  });

  memberAction(app, {
    url: paths.member.requestUserOtp,
    rateLimit: MAIL_SEND_LIMIT,
    docs: docs(
      "Email a code of the given type to the member's own email",
      'No email on the account: emailEmpty. Another code of the same type after 60 s (OTP_TOO_SOON).',
    ),
    body: requestUserOtpInput,
    response: sendOtpResultSchema,
    message: 'otp_sent',
    run: (member, body) => requestMemberOtp(app.deps, member, body.otp_type),
  });

  memberAction(app, {
    url: paths.member.checkUserOtp,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs('Check a code from requestUserOTP and mark it verified (message OTP_OK)'),
    body: checkUserOtpInput,
    errors: [422],
    message: 'OTP_OK',
    run: (member, body) => checkMemberOtp(app.deps, member.id, body.otp_type, body.otp),
  });

  memberAction(app, {
    url: paths.member.changePassword,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Change the login password',
      'Wrong current password: INCORRECT_PASSWORD (counts towards the login lock-out). Ends every other session.',
    ),
    body: changePasswordInput,
    errors: [422],
    run: (member, body) => changePassword(app.deps, member, body),
  });

  memberAction(app, {
    url: paths.member.setSecPassword,
    docs: docs(
      'Set the secondary password (once)',
      'Already set: SEC_PASSWORD_ALREADY_SET. Equal to the login password: SAME_AS_LOGIN_PASSWORD.',
    ),
    body: setSecPasswordInput,
    errors: [409, 422],
    run: (member, body) => setSecPassword(app.deps, member.id, body.password),
  });

  memberAction(app, {
    url: paths.member.changeSecPassword,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Change the secondary password',
      'Wrong current secondary password: INCORRECT_SEC_PASSWORD; five in a row lock it for 15 minutes (ACCOUNT_LOCKED).',
    ),
    body: changeSecPasswordInput,
    errors: [422],
    run: (member, body) => changeSecPassword(app.deps, member.id, body),
  });

  memberAction(app, {
    url: paths.member.resetSecPassword,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Reset a forgotten secondary password with a reset_secpassword code',
      'Send `otp`, or call checkUserOTP (otp_type reset_secpassword) first and reset within 10 minutes. Otherwise INCORRECT_OTP.',
    ),
    body: resetSecPasswordInput,
    errors: [422],
    run: (member, body) => resetSecPassword(app.deps, member.id, body),
  });

  memberAction(app, {
    url: paths.member.bindUsername,
    docs: docs(
      'Choose a username for a wallet-login account (once)',
      'Only while the username is still the wallet address (else USERNAME_ALREADY_BOUND).',
    ),
    body: bindUsernameInput,
    response: memberInfoSchema,
    errors: [409],
    run: async (member, body) => {
      await bindUsername(app.deps, member.id, body.username);
      return getMemberInfo(app.deps, member.id, member.language);
    },
  });

  memberFoldedRead(app, {
    url: paths.member.homePage,
    docs: docs("The member's portfolio summary, team counts and latest news"),
    response: homePageSchema,
    read: (session) => readHomePage(app.deps, session),
    answer: homePageOfRows,
  });
});
