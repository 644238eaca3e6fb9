import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** PGlite's data folder, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
    OWNER_EMAIL: z.email({ error: 'OWNER_EMAIL must be an email address' }).optional(),
    OWNER_PASSWORD: z.string().min(8, { error: 'OWNER_PASSWORD must be at least 8 characters' }).optional(),
    /** Set behind a reverse proxy so the client IP (rate limits) and https (Secure cookies) are read correctly. */
    TRUST_PROXY: booleanFlag.default(false),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => Boolean(env.OWNER_EMAIL) === Boolean(env.OWNER_PASSWORD), {
    error: 'OWNER_EMAIL and OWNER_PASSWORD must be set together',
  });

export type Env = z.infer<typeof envSchema>;

/** Read once at start-up; a bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
