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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { memberDocs, memberErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { getHomePage, getMemberInfo } from '../home/home.service';
import { bindUsername, changePassword, checkMemberOtp, requestMemberOtp, updateMemberInfo } from './member.service';
import { changeSecPassword, resetSecPassword, setSecPassword } from './secondary-password.service';

/** Per-IP limits on calls that send mail or check a secret, on top of codes' and passwords' own limits. */
const perIpLimits = {
  sendCode: { max: 10, timeWindow: '1 minute' },
  checkSecret: { max: 30, timeWindow: '1 minute' },
};

const docs = memberDocs('member');

/** Every route here needs a member session (plugins/member-auth.ts). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    paths.member.getMemberInfo,
    {
      schema: {
        ...docs('The calling member: profile, balances, KYC, flags'),
        response: { 200: envelopeOf(memberInfoSchema), ...memberErrors() },
      },
    },
    async (request) => ok(await getMemberInfo(app.deps, currentMember(request).id)),
  );

  app.post(
    paths.member.updateMemberInfo,
    {
      schema: {
        ...docs(
          'Edit profile fields (any subset)',
          'The full name is locked once KYC is pending or approved (NO_PERMISSION).',
        ),
        body: updateMemberInfoInput,
        response: { 200: envelopeOf(memberInfoSchema), ...memberErrors(403) },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      await updateMemberInfo(app.deps, memberId, request.body);
      return ok(await getMemberInfo(app.deps, memberId));
    },
  );

  app.post(
    paths.member.requestUserOtp,
    {
      config: { rateLimit: perIpLimits.sendCode },
      schema: {
        ...docs(
          "Email a code of the given type to the member's own email",
          'No email on the account: emailEmpty. Another code of the same type after 60 s (OTP_TOO_SOON).',
        ),
        body: requestUserOtpInput,
        response: { 200: envelopeOf(sendOtpResultSchema), ...memberErrors() },
      },
    },
    async (request) => ok(await requestMemberOtp(app.deps, currentMember(request), request.body.otp_type), 'otp_sent'),
  );

  app.post(
    paths.member.checkUserOtp,
    {
      config: { rateLimit: perIpLimits.checkSecret },
      schema: {
        ...docs('Check a code from requestUserOTP and mark it verified (message OTP_OK)'),
        body: checkUserOtpInput,
        response: { 200: envelopeOf(z.null()), ...memberErrors(422) },
      },
    },
    async (request) => {
      await checkMemberOtp(app.deps, currentMember(request).id, request.body.otp_type, request.body.otp);
      return ok(null, 'OTP_OK');
    },
  );

  app.post(
    paths.member.changePassword,
    {
      config: { rateLimit: perIpLimits.checkSecret },
      schema: {
        ...docs(
          'Change the login password',
          'Wrong current password: INCORRECT_PASSWORD (counts towards the login lock-out). Ends every other session.',
        ),
        body: changePasswordInput,
        response: { 200: envelopeOf(z.null()), ...memberErrors(422) },
      },
    },
    async (request) => {
      await changePassword(app.deps, currentMember(request), request.body);
      return ok(null);
    },
  );

  app.post(
    paths.member.setSecPassword,
    {
      schema: {
        ...docs(
          'Set the secondary password (once)',
          'Already set: SEC_PASSWORD_ALREADY_SET. Equal to the login password: SAME_AS_LOGIN_PASSWORD.',
        ),
        body: setSecPasswordInput,
        response: { 200: envelopeOf(z.null()), ...memberErrors(409, 422) },
      },
    },
    async (request) => {
      await setSecPassword(app.deps, currentMember(request).id, request.body.password);
      return ok(null);
    },
  );

  app.post(
    paths.member.changeSecPassword,
    {
      config: { rateLimit: perIpLimits.checkSecret },
      schema: {
        ...docs(
          'Change the secondary password',
          'Wrong current secondary password: INCORRECT_SEC_PASSWORD; five in a row lock it for 15 minutes (ACCOUNT_LOCKED).',
        ),
        body: changeSecPasswordInput,
        response: { 200: envelopeOf(z.null()), ...memberErrors(422) },
      },
    },
    async (request) => {
      await changeSecPassword(app.deps, currentMember(request).id, request.body);
      return ok(null);
    },
  );

  app.post(
    paths.member.resetSecPassword,
    {
      config: { rateLimit: perIpLimits.checkSecret },
      schema: {
        ...docs(
          'Reset a forgotten secondary password with a reset_secpassword code',
          'Send `otp`, or call checkUserOTP (otp_type reset_secpassword) first and reset within 10 minutes. Otherwise INCORRECT_OTP.',
        ),
        body: resetSecPasswordInput,
        response: { 200: envelopeOf(z.null()), ...memberErrors(422) },
      },
    },
    async (request) => {
      await resetSecPassword(app.deps, currentMember(request).id, request.body);
      return ok(null);
    },
  );

  app.post(
    paths.member.bindUsername,
    {
      schema: {
        ...docs(
          'Choose a username for a wallet-login account (once)',
          'Only while the username is still the wallet address (else USERNAME_ALREADY_BOUND).',
        ),
        body: bindUsernameInput,
        response: { 200: envelopeOf(memberInfoSchema), ...memberErrors(409) },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      await bindUsername(app.deps, memberId, request.body.username);
      return ok(await getMemberInfo(app.deps, memberId));
    },
  );

  app.get(
    paths.member.homePage,
    {
      schema: {
        ...docs("The member's portfolio summary, team counts and latest news"),
        response: { 200: envelopeOf(homePageSchema), ...memberErrors() },
      },
    },
    async (request) => ok(await getHomePage(app.deps, currentMember(request))),
  );
};
