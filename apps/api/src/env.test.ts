import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('starts with safe defaults', () => {
    const env = loadEnv({});
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
    expect(env.API_DOCS).toBe(true);
  });

  it('treats a blank value as unset', () => {
    const env = loadEnv({ TRUST_PROXY: '', PUBLIC_ORIGIN: '', API_DOCS: '' });
    expect([env.TRUST_PROXY, env.PUBLIC_ORIGIN, env.API_DOCS]).toEqual([false, undefined, true]);
  });
});

describe('API_DOCS', () => {
  it.each([
    ['development', undefined, true],
    ['test', undefined, true],
    ['production', undefined, false],
    ['production', 'true', true],
    ['production', '1', true],
    ['development', 'false', false],
    ['test', '0', false],
  ] as const)('NODE_ENV=%s with API_DOCS=%s serves the docs: %s', (nodeEnv, apiDocs, expected) => {
    expect(loadEnv({ NODE_ENV: nodeEnv, ...(apiDocs === undefined ? {} : { API_DOCS: apiDocs }) }).API_DOCS).toBe(
      expected,
    );
  });

  it('refuses anything but a yes or no, naming the variable', () => {
    expect(() => loadEnv({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});

describe('TRUST_PROXY', () => {
  it.each(['false', '0'])('%s trusts nobody', (value) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['127.0.0.1, 10.0.0.0/8,192.168.1.20', ['127.0.0.1', '10.0.0.0/8', '192.168.1.20']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['fe80::1%eth0,::ffff:10.0.0.1', ['fe80::1%eth0', '::ffff:10.0.0.1']],
  ])('%s lists the proxies to believe, in a form Fastify accepts', (value, expected) => {
    const list = loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(list).toEqual(expected);
    // Fastify compiles the list when it is built and throws on an entry it cannot read.
    expect(() => Fastify({ trustProxy: list })).not.toThrow();
  });

  it('refuses "true" and says what to write instead', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would believe X-Forwarded-For from any client; .*e\.g\. TRUST_PROXY=127\.0\.0\.1/,
    );
  });

  it.each(['1', '2', '10'])('refuses the hop count %s and says what to write instead', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: a hop count .*e\.g\. TRUST_PROXY=127\.0\.0\.1/);
  });

  it.each([
    ['yes', '"yes"'],
    ['proxy.internal', '"proxy.internal"'],
    ['10.0.0.300', '"10.0.0.300"'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['0.0.0.0/0', '"0.0.0.0/0"'],
    ['::/0', '"::/0"'],
    ['::1/129', '"::1/129"'],
    ['10.0.0.0/8/1', '"10.0.0.0/8/1"'],
    ['10.0.0.0/x', '"10.0.0.0/x"'],
    ['127.0.0.1,', '""'],
    ['127.0.0.1,nope', '"nope"'],
  ])('refuses %s, naming the entry it cannot read', (value, named) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY: not an IP address or CIDR range: ${named}`);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it.each([
    ['https://courtside.example', 'https://courtside.example'],
    ['https://Courtside.Example:443/', 'https://courtside.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('reads %s as the origin %s', (value, expected) => {
    expect(loadEnv({ PUBLIC_ORIGIN: value }).PUBLIC_ORIGIN).toBe(expected);
  });

  it.each([
    'courtside.example',
    'https://courtside.example/league',
    'https://courtside.example/?a=1',
    'ftp://x.example',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => loadEnv({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN: PUBLIC_ORIGIN must be the address/);
  });
});

describe('email settings', () => {
  it('send nothing by default and link to this server on localhost', () => {
    const env = loadEnv({ PORT: '8080' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ HOST: '192.168.1.5', PORT: '80' }).PUBLIC_URL).toBe('http://192.168.1.5:80');
  });

  it('take PUBLIC_URL, else PUBLIC_ORIGIN, as the address in links', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://Club.Example/' }).PUBLIC_URL).toBe('https://club.example');
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://courts.example' }).PUBLIC_URL).toBe('https://courts.example');
    expect(() => loadEnv({ PUBLIC_URL: 'https://club.example/app' })).toThrow(/PUBLIC_URL: PUBLIC_URL must be/);
  });

  it.each(['smtp://user:pass@mail.example:587', 'smtps://user:pass@mail.example:465', 'smtp://mail.example'])(
    'accept SMTP_URL %s with MAIL_FROM',
    (url) => {
      const env = loadEnv({ SMTP_URL: url, MAIL_FROM: 'Courtside <courtside@club.example>' });
      expect([env.SMTP_URL, env.MAIL_FROM]).toEqual([url, 'Courtside <courtside@club.example>']);
    },
  );

  it.each(['http://mail.example', 'mail.example:587', 'smtp://'])('refuse SMTP_URL %s, naming the variable', (url) => {
    expect(() => loadEnv({ SMTP_URL: url, MAIL_FROM: 'courtside@club.example' })).toThrow(/SMTP_URL: SMTP_URL must/);
  });

  it('refuse SMTP_URL without MAIL_FROM, and a MAIL_FROM that is no address', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM must be set with SMTP_URL/);
    expect(() => loadEnv({ MAIL_FROM: 'Courtside' })).toThrow(/MAIL_FROM: MAIL_FROM must be an address/);
  });
});

describe('SESSION_CACHE_SECONDS', () => {
  it('keeps a session for 5 s unless told otherwise, and 0 turns the cache off', () => {
    expect(loadEnv({}).SESSION_CACHE_SECONDS).toBe(5);
    expect(loadEnv({ SESSION_CACHE_SECONDS: '0' }).SESSION_CACHE_SECONDS).toBe(0);
    expect(loadEnv({ SESSION_CACHE_SECONDS: '1.5' }).SESSION_CACHE_SECONDS).toBe(1.5);
  });

  it.each(['-1', '61', 'soon'])('refuses %s, naming the variable', (value) => {
    expect(() => loadEnv({ SESSION_CACHE_SECONDS: value })).toThrow(/SESSION_CACHE_SECONDS/);
  });
});

describe('ANSWER_CACHE', () => {
  it('is on unless turned off', () => {
    expect(loadEnv({}).ANSWER_CACHE).toBe(true);
    expect(loadEnv({ ANSWER_CACHE: 'false' }).ANSWER_CACHE).toBe(false);
    expect(loadEnv({ ANSWER_CACHE: '0' }).ANSWER_CACHE).toBe(false);
    expect(loadEnv({ ANSWER_CACHE: 'true' }).ANSWER_CACHE).toBe(true);
  });

  it('refuses anything but true, false, 1 and 0, naming the variable', () => {
    expect(() => loadEnv({ ANSWER_CACHE: 'off' })).toThrow(/ANSWER_CACHE/);
  });
});

describe('CLUB_TIME_ZONE', () => {
  it('is UTC unless told, and takes an IANA zone', () => {
    expect(loadEnv({}).CLUB_TIME_ZONE).toBe('UTC');
    expect(loadEnv({ CLUB_TIME_ZONE: 'America/Chicago' }).CLUB_TIME_ZONE).toBe('America/Chicago');
  });

  it('refuses what is no zone, naming the variable', () => {
    expect(() => loadEnv({ CLUB_TIME_ZONE: 'Chicago' })).toThrow(/CLUB_TIME_ZONE must be an IANA time zone/);
    expect(() => loadEnv({ CLUB_TIME_ZONE: '-06:00' })).toThrow(/CLUB_TIME_ZONE/);
  });
});
