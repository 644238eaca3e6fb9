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
import { deleteSessionsOfUser } from '../db/queries/sessions';
import { signUpWithInviteCode, type SignUpRefusal } from '../db/queries/sign-up';
import {
  findActiveUserById,
  findUserByEmail,
  listActiveUsers,
  promotePlayerToAdmin,
  softDeleteUser,
  updateUser,
} from '../db/queries/users';
import { toUserDto } from '../dto/users';
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
import { authRateLimit } from '../lib/rate-limit';
import { endOtherSessions, endSession, isAdminUser, requireAdmin, requireUser, startSession } from '../lib/session';

const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_NOT_FOUND = 'User not found.';

const signUpRefusals: Record<SignUpRefusal, AppError> = {
  email_taken: conflict(EMAIL_TAKEN),
  code_unknown: badRequest('This invite code is not valid.'),
  code_disabled: badRequest('This invite code has been disabled.'),
  code_expired: badRequest('This invite code has expired.'),
  code_used_up: badRequest('This invite code has already been used.'),
};

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify',
    {
      config: authRateLimit(app),
      schema: { tags, body: verifyRequest, response: { 200: verifyResponse, 401: errorResponse } },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const user = await findUserByEmail(app.db, email);
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches || user.disabledOrDeleted) throw unauthorized('unauthorized');
      await startSession(request, reply, user.id, rememberMe);
      return { user: toUserDto(user) };
    },
  );

  app.get(
    '/exists',
    { config: authRateLimit(app), schema: { tags, querystring: existsQuery, response: { 200: existsResponse } } },
    async (request) => ({ exists: Boolean(await findUserByEmail(app.db, request.query.email)) }),
  );

  app.post(
    '/create',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        body: createUserRequest,
        response: { 201: createUserResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, password, invite_code, firstname, lastname } = request.body;
      const result = await signUpWithInviteCode(
        app.db,
        {
          email,
          passwordHash: await hashPassword(password),
          firstname: firstname || null,
          lastname: lastname || null,
          inviteCode: invite_code,
        },
        new Date(),
      ).catch((error: unknown) => {
        // Two sign-ups with one email at once: the unique index decides, the loser hears why.
        if (isUniqueViolation(error, 'users_email_unique'))
          return { ok: false as const, reason: 'email_taken' as const };
        throw error;
      });
      if (!result.ok) throw signUpRefusals[result.reason];
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
        response: { 200: userDto, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { id, user_type, ...profile } = request.body;
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
        if (target.userType !== 'player') throw badRequest('This user is already an admin.');
        updated = (await promotePlayerToAdmin(app.db, id)) ?? target;
      }
      if (changesProfile) {
        if (profile.email && profile.email !== target.email && (await findUserByEmail(app.db, profile.email))) {
          throw conflict(EMAIL_TAKEN);
        }
        updated =
          (await updateUser(app.db, id, profile).catch((error: unknown) => {
            // Two accounts taking the same new email at once: the unique index decides.
            if (isUniqueViolation(error, 'users_email_unique')) throw conflict(EMAIL_TAKEN);
            throw error;
          })) ?? updated;
      }
      return toUserDto(updated);
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
        response: { 200: successResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const target = await findActiveUserById(app.db, request.query.user_id);
      if (!target) throw notFound(USER_NOT_FOUND);
      if (target.userType === 'owner') throw forbidden('Owner accounts cannot be deleted.');
      if (target.id === actor.id) throw badRequest('You cannot delete your own account.');
      await softDeleteUser(app.db, target.id);
      await deleteSessionsOfUser(app.db, target.id);
      return { success: true as const };
    },
  );

  app.put(
    '/changePassword',
    { schema: { tags, body: changePasswordRequest, response: { 200: successResponse, 400: errorResponse } } },
    async (request) => {
      const actor = await requireUser(request);
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(actor.passwordHash, current_password))) {
        throw badRequest('Current password is incorrect.');
      }
      await updateUser(app.db, actor.id, { passwordHash: await hashPassword(new_password) });
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
        response: { 200: successResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      if (actor.userType !== 'owner') throw forbidden('Only owners can reset passwords.');
      const target = await findActiveUserById(app.db, request.body.user_id);
      if (!target) throw notFound(USER_NOT_FOUND);
      await updateUser(app.db, target.id, { passwordHash: await hashPassword(request.body.new_password) });
      // A reset means the old password may be known to someone else: end every session it opened.
      if (target.id !== actor.id) await deleteSessionsOfUser(app.db, target.id);
      return { success: true as const };
    },
  );
};
