import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  createInviteCodeRequest,
  createInviteCodeResponse,
  deleteInviteCodeQuery,
  disableInviteCodeRequest,
  inviteCodesListResponse,
} from '@courtside/shared/schemas/invite-codes';
import {
  deleteInviteCode,
  disableInviteCode,
  findInviteCodeByCode,
  findInviteCodeById,
  insertInviteCode,
  listInviteCodesWithUses,
} from '../db/queries/invite-codes';
import { changeOne } from '../db/queries/conditional-change';
import { toInviteCodeDto } from '../dto/invite-codes';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/errors';
import { generateInviteCode } from '../lib/invite-code-generator';
import { requireAdmin } from '../lib/session';

const CODE_NOT_FOUND = 'Invite code not found.';
const CODE_TAKEN = 'An invite code with this code already exists.';
const ALREADY_DISABLED = 'This invite code is already disabled.';
const tags = ['invite-codes'];

export const inviteCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all', { schema: { tags, response: { 200: inviteCodesListResponse } } }, async (request) => {
    await requireAdmin(request);
    return (await listInviteCodesWithUses(app.db)).map(toInviteCodeDto);
  });

  app.post(
    '/create',
    {
      schema: {
        tags,
        body: createInviteCodeRequest,
        response: { 201: createInviteCodeResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request);
      const { code: customCode, expires_at, max_uses } = request.body;
      const expiresAt = expires_at ? new Date(expires_at) : null;
      if (expiresAt && expiresAt <= new Date()) throw badRequest('The expiry date must be in the future.');
      if (customCode && (await findInviteCodeByCode(app.db, customCode))) throw conflict(CODE_TAKEN);
      const code = customCode ?? (await unusedGeneratedCode());
      try {
        const row = await insertInviteCode(app.db, { code, expiresAt, maxUses: max_uses, createdBy: actor.id });
        return reply.status(201).send({ id: row.id, code: row.code });
      } catch (error) {
        if (isUniqueViolation(error, 'invite_codes_code_unique')) throw conflict(CODE_TAKEN);
        throw error;
      }
    },
  );

  app.put(
    '/disable',
    {
      schema: {
        tags,
        body: disableInviteCodeRequest,
        response: { 200: successResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { id } = request.body;
      // Disabling is one way: of two admins disabling a code at once, one did it and the other is told so.
      await changeOne(
        app.db,
        (db) => disableInviteCode(db, id),
        async (db) => ((await findInviteCodeById(db, id)) ? conflict(ALREADY_DISABLED) : notFound(CODE_NOT_FOUND)),
      );
      return { success: true as const };
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, querystring: deleteInviteCodeQuery, response: { 200: successResponse, 404: errorResponse } } },
    async (request) => {
      await requireAdmin(request);
      await changeOne(
        app.db,
        (db) => deleteInviteCode(db, request.query.id),
        () => notFound(CODE_NOT_FOUND),
      );
      return { success: true as const };
    },
  );

  async function unusedGeneratedCode(): Promise<string> {
    // 31^10 codes make a collision unlikely; checking keeps the answer a clean 201 rather than a retry.
    for (;;) {
      const candidate = generateInviteCode();
      if (!(await findInviteCodeByCode(app.db, candidate))) return candidate;
    }
  }
};
