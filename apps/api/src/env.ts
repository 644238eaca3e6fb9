import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isValidTimeZone } from '@courtside/shared/availability/index';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for whole families of private ranges, which Fastify accepts beside addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const PROXY_LIST_EXAMPLE = 'e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,192.168.1.20';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A /0 range is every address, which is "true" by another name (and Fastify refuses it too).
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may speak for the client in X-Forwarded-For/-Proto/-Host: the addresses (or CIDR ranges) of
 * our own reverse proxies, never "anyone" and never a hop count (ADR 022): both let a client that reaches
 * the server directly write its own forwarded headers.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | string[] => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message: `"true" would believe X-Forwarded-For from any client; list your reverse proxy's addresses instead, ${PROXY_LIST_EXAMPLE}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message: `a hop count cannot tell the proxy from a client that reaches the server directly; list your reverse proxy's addresses instead, ${PROXY_LIST_EXAMPLE}`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not an IP address or CIDR range: ${invalid.map((entry) => `"${entry}"`).join(', ')} (${PROXY_LIST_EXAMPLE})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The site's address as browsers see it, reduced to an origin (scheme, host and port). */
const originSetting = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, context): string | undefined => {
      if (value === undefined) return undefined;
      const message = `${name} must be the address of the site, scheme and host only, like https://courtside.example`;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!['http:', 'https:'].includes(url.protocol) || !originOnly) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return url.origin;
    });

/** smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps:// (TLS from the start, port 465). */
const smtpUrlSetting = z
  .string()
  .optional()
  .refine(
    (value) => {
      if (value === undefined) return true;
      try {
        const url = new URL(value);
        return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465' },
  );

/** A sender as mail headers write it: an address, or a name and an address in angle brackets. */
const MAIL_FROM_FORM = /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

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
    /** Behind a reverse proxy: its addresses, so the client IP (rate limits) and https (Secure cookies, HSTS) are read. */
    TRUST_PROXY: trustProxySetting,
    /** When a proxy rewrites Host: the origin state-changing requests must come from (else Origin must match Host). */
    PUBLIC_ORIGIN: originSetting('PUBLIC_ORIGIN'),
    /**
     * The site's address in the links of emails (issue 35). Defaults to PUBLIC_ORIGIN, else this server on
     * localhost, which is right only when the reader is on this machine.
     */
    PUBLIC_URL: originSetting('PUBLIC_URL'),
    /** The SMTP server mail goes through; unset, each message is kept in the outbox unsent and logged (ADR 064). */
    SMTP_URL: smtpUrlSetting,
    /** Who the emails are from, e.g. "Courtside <courtside@club.example>"; required with SMTP_URL. */
    MAIL_FROM: z
      .string()
      .regex(MAIL_FROM_FORM, { error: 'MAIL_FROM must be an address, or a name and <address>' })
      .optional(),
    /** The OpenAPI document and its viewer at /api/docs; unset means on, except in production. */
    API_DOCS: booleanFlag.optional(),
    /** Days analytics events are kept before they are pruned (ADR 033). */
    ANALYTICS_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1, { error: 'ANALYTICS_RETENTION_DAYS must be at least 1' })
      .max(3650)
      .default(180),
    /**
     * The club's IANA time zone, e.g. America/Chicago: the days and weeks of the club figures on the analytics
     * page (ADR 073). One zone for the club, so every administrator sees the same figures wherever they are.
     */
    CLUB_TIME_ZONE: z
      .string()
      .refine(isValidTimeZone, { error: 'CLUB_TIME_ZONE must be an IANA time zone such as America/Chicago' })
      .default('UTC'),
    /**
     * Requests to sign-in, sign-up and email look-up per address per minute in one process: a flood guard, loose
     * enough for a club on one Wi-Fi. The fair limits on failures live in the database (ADR 036).
     */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /**
     * Availability writes (post, update, delete) one account may make in 10 minutes, counted in the database for
     * every process (ADR 059). Raise it only for load tests: it keeps one player from flooding everyone's writes.
     */
    AVAILABILITY_WRITES_PER_10_MINUTES: z.coerce.number().int().positive().default(60),
    /**
     * How long a session's user is kept in memory (ADR 039). One process sees its own sign-outs at once; with
     * several processes on one PostgreSQL database this is how late another process may see one. 0 turns it off.
     */
    SESSION_CACHE_SECONDS: z.coerce
      .number()
      .min(0, { error: 'SESSION_CACHE_SECONDS must be 0 (off) or more' })
      .max(60, { error: 'SESSION_CACHE_SECONDS must be at most 60: a sign-out must not wait longer elsewhere' })
      .default(5),
    /**
     * The answer cache of the hot league reads (ADR 039, ADR 043): on by default. On PostgreSQL a process may show
     * another's change up to the notification's delivery later (well under a millisecond on one network); false
     * turns it off for operators who want no such window.
     */
    ANSWER_CACHE: booleanFlag.default(true),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => Boolean(env.OWNER_EMAIL) === Boolean(env.OWNER_PASSWORD), {
    error: 'OWNER_EMAIL and OWNER_PASSWORD must be set together',
  })
  // A mail server rejects, or files as spam, mail from an address of no domain it knows: no default is right.
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    error: 'MAIL_FROM must be set with SMTP_URL, e.g. MAIL_FROM="Courtside <courtside@club.example>"',
  })
  .transform((env) => ({
    ...env,
    // A public server should not describe its whole API to strangers unless asked to.
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    PUBLIC_URL: env.PUBLIC_URL ?? env.PUBLIC_ORIGIN ?? `http://${localHostName(env.HOST)}:${env.PORT}`,
    MAIL_FROM: env.MAIL_FROM ?? 'Courtside <courtside@localhost>',
  }));

/** How this machine's browser reaches a server listening on `host`: every interface is reached as localhost. */
function localHostName(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

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
