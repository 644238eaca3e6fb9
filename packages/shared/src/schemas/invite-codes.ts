import { z } from 'zod';
import { id, isoDateTime } from './common';

export const INVITE_CODE_DEFAULT_MAX_USES = 1;

export const inviteCodeText = z
  .string()
  .trim()
  .min(4, { error: 'A custom code must be at least 4 characters.' })
  .max(64, { error: 'A custom code must be at most 64 characters.' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'A custom code may contain only letters, digits, - and _.' })
  // Codes are read aloud and typed on phones: case never decides whether one works.
  .toUpperCase();

export const createInviteCodeRequest = z.object({
  /** Blank or missing: the server generates one. */
  code: z
    .union([z.literal(''), z.null(), inviteCodeText])
    .optional()
    .transform((value) => value || null),
  expires_at: isoDateTime.nullish(),
  max_uses: z
    .number()
    .int({ error: 'Max uses must be a whole number.' })
    .min(1, { error: 'Max uses must be at least 1.' })
    .max(100_000, { error: 'Max uses must be at most 100000.' })
    .default(INVITE_CODE_DEFAULT_MAX_USES),
});
export type CreateInviteCodeRequest = z.input<typeof createInviteCodeRequest>;
export const createInviteCodeResponse = z.object({ id: z.number().int(), code: z.string() });

export const disableInviteCodeRequest = z.object({ id });
export const deleteInviteCodeQuery = z.object({ id });

export const inviteCodeUseDto = z.object({
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  used_at: isoDateTime,
});

export const inviteCodeDto = z.object({
  id: z.number().int(),
  code: z.string(),
  expires_at: isoDateTime.nullable(),
  disabled: z.boolean(),
  max_uses: z.number().int(),
  used_by: z.array(inviteCodeUseDto),
  created_at: isoDateTime,
});
export type InviteCodeDto = z.infer<typeof inviteCodeDto>;
export const inviteCodesListResponse = z.array(inviteCodeDto);
