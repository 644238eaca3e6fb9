import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  changePasswordRequest,
  createUserRequest,
  createUserResponse,
  existsQuery,
  existsResponse,
  removeUserQuery,
  setPasswordRequest,
  updateUserRequest,
  userDto,
  usersListResponse,
  verifyRequest,
  verifyResponse,
} from '@courtside/shared/schemas/users';
import { LEAGUE_INVITE_MESSAGES } from '@courtside/shared/schemas/league-invites';
import { pendingEmailChangeResponse } from '@courtside/shared/schemas/account-recovery';
import { EMAIL_CHANGE_LINK_HOURS } from '@courtside/shared/schemas/account-recovery-messages';
import { canDeleteUser, canMakeAdmin, canResetPassword } from '@courtside/shared/league/permissions';
import type { Database } from '../db/client';
import { cancelEmailChange, findPendingEmailChange, requestEmailChange } from '../db/queries/account-tokens';
import { changeOne } from '../db/queries/conditional-change';
import { replacePassword } from '../db/queries/password-change';
import { deleteSessionsOfUser } from '../db/queries/sessions';
import { signUpWithInviteCode, signUpWithLeagueLink, type SignUpRefusal } from '../db/queries/sign-up';
import {
  findActiveUserById,
  findUserByEmail,
  findUserById,
  listActiveUsers,
  lockUsers,
  lockUsersAndAdmins,
  promotePlayerToAdmin,
  softDeleteUserAsAdmin,
  updateUser,
} from '../db/queries/users';
import { toActor, toUserDto } from '../dto/users';
import type { AppError } from '../lib/errors';
import {
  NOT_ADMIN_MESSAGE,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { authRateLimit, reserveSignInAttempt, reserveSignUpCheck } from '../lib/rate-limit';
import {
  accountChanged,
  endOtherSessions,
  endSession,
  isAdminUser,
  requireAdmin,
  requireUser,
  startSession,
} from '../lib/session';

const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_NOT_FOUND = 'User not found.';
const ALREADY_ADMIN = 'This user is already an admin.';
const OWNER_UNDELETABLE = 'Owner accounts cannot be deleted.';
const WRONG_PASSWORD = 'Current password is incorrect.';

/**
 * Why an admin's change to another account did not happen, read under the same locks as the change: the
 * target is gone (404), the actor was deleted meanwhile (401, their sessions are gone too), or the target's
 * state no longer allows it (the caller's own message).
 */
async function explainAdminRefusal(db: Database, actorId: number, targetId: number, refusal: AppError) {
  const target = await findUserById(db, targetId);
  if (!target || target.disabledOrDeleted) return notFound(USER_NOT_FOUND);
  const actor = await findActiveUserById(db, actorId);
  if (!actor || !isAdminUser(actor)) return unauthorized();
  return refusal;
}

const signUpRefusals: Record<SignUpRefusal, AppError> = {
  email_taken: conflict(EMAIL_TAKEN),
  code_unknown: badRequest('This invite code is not valid.'),
  code_disabled: badRequest('This invite code has been disabled.'),
  code_expired: badRequest('This invite code has expired.'),
  code_used_up: badRequest('This invite code has already been used.'),
  link_invalid: badRequest(LEAGUE_INVITE_MESSAGES.invalid),
  link_revoked: badRequest(LEAGUE_INVITE_MESSAGES.revoked),
  link_used_up: badRequest(LEAGUE_INVITE_MESSAGES.usedUp),
};

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        body: verifyRequest,
        response: { 200: verifyResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      // Counted (or refused) before the password is looked at; only a success gives the attempt back.
      const attempt = await reserveSignInAttempt(request, reply, email);
      const user = await findUserByEmail(app.db, email);
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches || user.disabledOrDeleted) throw unauthorized('unauthorized');
      await attempt.succeeded();
      await startSession(request, reply, user.id, rememberMe);
      return { user: toUserDto(user) };
    },
  );

  app.get(
    '/exists',
    {
      config: authRateLimit(app),
      schema: { tags, querystring: existsQuery, response: { 200: existsResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      // Every look-up counts: each one tells whether an account exists.
      await reserveSignUpCheck(request, reply);
      return { exists: Boolean(await findUserByEmail(app.db, request.query.email)) };
    },
  );

  app.post(
    '/create',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        body: createUserRequest,
        response: { 201: createUserResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, password, invite_code, league_invite_token, firstname, lastname } = request.body;
      // A refused invite code or a taken email counts against the address; a new account does not.
      const attempt = await reserveSignUpCheck(request, reply);
      const account = {
        email,
        passwordHash: await hashPassword(password),
        firstname: firstname || null,
        lastname: lastname || null,
      };
      // A private league's link stands in for the club's code (ADR 075); the schema requires one or the other.
      const signingUp = league_invite_token
        ? signUpWithLeagueLink(app.db, { ...account, token: league_invite_token })
        : signUpWithInviteCode(app.db, { ...account, inviteCode: invite_code ?? '' }, new Date());
      const result = await signingUp.catch((error: unknown) => {
        // Two sign-ups with one email at once: the unique index decides, the loser hears why.
        if (isUniqueViolation(error, 'users_email_unique'))
          return { ok: false as const, reason: 'email_taken' as const };
        throw error;
      });
      if (!result.ok) throw signUpRefusals[result.reason];
      await attempt.succeeded();
      await startSession(request, reply, result.user.id, false);
      return reply.status(201).send({ id: result.user.id, user: toUserDto(result.user) });
    },
  );

  app.get('/me', { schema: { tags, response: { 200: userDto, 401: errorResponse } } }, async (request) =>
    toUserDto(await requireUser(request)),
  );

  app.post('/logout', { schema: { tags, response: { 200: successResponse } } }, async (request, reply) => {
    await endSession(request, reply);
    return { success: true as const };
  });

  app.put(
    '/update',
    {
      schema: {
        tags,
        body: updateUserRequest,
        response: {
          200: userDto,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { id, user_type, current_password, ...profile } = request.body;
      const target = await findActiveUserById(app.db, id);
      if (!target) throw notFound(USER_NOT_FOUND);
      const changesProfile = Object.values(profile).some((value) => value !== undefined);
      // Profile fields are the owner's own business: an admin editing someone's email could take the account over.
      // Make Admin is the only thing anyone may do to another account here; anything else (even an empty
      // update) would just hand the caller that account's details.
      if ((changesProfile || user_type === undefined) && actor.id !== target.id) {
        throw forbidden('You can only edit your own profile.');
      }
      let updated = target;
      if (user_type === 'admin') {
        if (!isAdminUser(actor)) throw forbidden(NOT_ADMIN_MESSAGE);
        if (!canMakeAdmin(toActor(actor), toActor(target))) throw conflict(ALREADY_ADMIN);
        // Of concurrent promotions one gets the row; the others hear that it is done, never a stale success.
        updated = await changeOne(
          app.db,
          (db) => promotePlayerToAdmin(db, { actorId: actor.id, targetId: id }),
          (db) => explainAdminRefusal(db, actor.id, id, conflict(ALREADY_ADMIN)),
          { lock: (db) => lockUsers(db, [actor.id, id]) },
        );
        // The new admin's open sessions gain admin rights with their next request.
        accountChanged(app, id);
      }
      if (changesProfile) {
        const newEmail = profile.email !== target.email ? profile.email : undefined;
        if (newEmail !== undefined) {
          // The email signs the account in, so changing it is a credential change: prove the password,
          // then end every other session, as a password change does.
          if (current_password === undefined) throw badRequest('Missing required parameters: current_password');
          if (!(await verifyPassword(actor.passwordHash, current_password))) throw badRequest(WRONG_PASSWORD);
          if (await findUserByEmail(app.db, newEmail)) throw conflict(EMAIL_TAKEN);
        }
        // A new email changes only once the new address confirms it (ADR 069): the old one signs in meanwhile.
        const names = Object.fromEntries(
          Object.entries({ firstname: profile.firstname, lastname: profile.lastname }).filter(
            ([, v]) => v !== undefined,
          ),
        );
        const saved =
          Object.keys(names).length > 0 ? await updateUser(app.db, id, names) : await findActiveUserById(app.db, id);
        // Deleted while this request ran: the account is gone, so nothing was saved.
        if (!saved) throw notFound(USER_NOT_FOUND);
        if (newEmail !== undefined) {
          await requestEmailChange(app.db, { id, email: saved.email }, newEmail, EMAIL_CHANGE_LINK_HOURS);
          await endOtherSessions(request, actor.id);
        }
        accountChanged(app, id);
        updated = saved;
      }
      return toUserDto(updated);
    },
  );

  app.get(
    '/emailChange',
    { schema: { tags, response: { 200: pendingEmailChangeResponse, 401: errorResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const pending = await findPendingEmailChange(app.db, user.id);
      return {
        pending: pending ? { new_email: pending.newEmail, expires_at: pending.expiresAt.toISOString() } : null,
      };
    },
  );

  app.delete(
    '/emailChange',
    { schema: { tags, response: { 200: successResponse, 401: errorResponse } } },
    async (request) => {
      const user = await requireUser(request);
      // The link already sent stops working; the old address stays the account's.
      await cancelEmailChange(app.db, user.id);
      return { success: true as const };
    },
  );

  app.get('/all', { schema: { tags, response: { 200: usersListResponse } } }, async (request) => {
    await requireAdmin(request);
    return (await listActiveUsers(app.db)).map(toUserDto);
  });

  app.delete(
    '/remove',
    {
      schema: {
        tags,
        querystring: removeUserQuery,
        response: {
          200: successResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const target = await findActiveUserById(app.db, request.query.user_id);
      if (!target) throw notFound(USER_NOT_FOUND);
      if (!canDeleteUser(toActor(actor), toActor(target))) throw forbidden(OWNER_UNDELETABLE);
      if (target.id === actor.id) throw badRequest('You cannot delete your own account.');
      // Both accounts (and every admin) are locked, so of concurrent deletions one wins (the others hear
      // 'User not found.'), and of two admins deleting each other the second finds itself deleted (401).
      await changeOne(
        app.db,
        (db) => softDeleteUserAsAdmin(db, { actorId: actor.id, targetId: target.id }),
        (db) => explainAdminRefusal(db, actor.id, target.id, conflict('At least one other admin must remain.')),
        { lock: (db) => lockUsersAndAdmins(db, [actor.id, target.id]) },
      );
      // Signed out everywhere at once, even before the sessions' rows are gone.
      accountChanged(app, target.id);
      await deleteSessionsOfUser(app.db, target.id);
      return { success: true as const };
    },
  );

  app.put(
    '/changePassword',
    {
      schema: {
        tags,
        body: changePasswordRequest,
        response: { 200: successResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(actor.passwordHash, current_password))) {
        throw badRequest('Current password is incorrect.');
      }
      // The private calendar address goes too (replacePassword): the account's owner is told so before changing it.
      if (!(await replacePassword(app.db, actor.id, await hashPassword(new_password)))) throw unauthorized();
      // Whoever knew the old password may be signed in elsewhere: only this browser stays signed in.
      await endOtherSessions(request, actor.id);
      return { success: true as const };
    },
  );

  app.put(
    '/setPassword',
    {
      schema: {
        tags,
        body: setPasswordRequest,
        response: { 200: successResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      if (!canResetPassword(toActor(actor))) throw forbidden('Only owners can reset passwords.');
      // One's own password changes only with the current one (Change Password), which a stolen session lacks.
      if (request.body.user_id === actor.id) {
        throw badRequest('Use Change Password to change your own password.');
      }
      const newHash = await hashPassword(request.body.new_password);
      if (!(await replacePassword(app.db, request.body.user_id, newHash))) throw notFound(USER_NOT_FOUND);
      // A reset means the old password may be known to someone else: end every session it opened (and, above, the
      // private calendar address).
      await deleteSessionsOfUser(app.db, request.body.user_id);
      accountChanged(app, request.body.user_id);
      return { success: true as const };
    },
  );
};
