import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service inside the test: what FCM or Mozilla's autopush is to our server, an HTTP endpoint per browser
 * that takes an encrypted message. It records every request and answers as the test tells it, and its browsers
 * hold real key pairs, so a test can decrypt what arrived (RFC 8291) and check the VAPID token (RFC 8292).
 */

export interface ReceivedPush {
  /** The browser the request was for (the last part of its endpoint). */
  browser: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (a push service that hangs), to show the sender's timeout. */
  hang?: boolean;
}

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it would post to subscribe. */
export interface TestBrowser {
  name: string;
  endpoint: string;
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** How it answers each request; 201 Created, as push services do, until told otherwise. */
  answer: (push: ReceivedPush) => PushAnswer;
  browser(name: string): TestBrowser;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const service: { answer: TestPushService['answer'] } = { answer: () => ({ status: 201 }) };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push: ReceivedPush = {
        browser: (request.url ?? '').split('/').pop() ?? '',
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(push);
      const { status, body = '', headers = {}, hang } = service.answer(push);
      if (hang) return;
      response.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    get answer() {
      return service.answer;
    },
    set answer(answer) {
      service.answer = answer;
    },
    browser(name) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/wpush/v2/${name}`;
      return {
        name,
        endpoint,
        ecdh,
        publicKey,
        auth,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Only a browser made by some test service: a subscription as the browser's JSON has it, for direct inserts. */
export function browserKeys(browser: TestBrowser) {
  return { endpoint: browser.endpoint, ...browser.subscription.keys };
}

const text = (value: string) => Buffer.from(value, 'utf8');

/**
 * Decrypts an "aes128gcm" Web Push message (RFC 8291, on RFC 8188's record format) as the browser does: the
 * header gives the salt, the record size and the sender's one-time public key; ECDH with the browser's private
 * key, then HKDF with the auth secret, give the content key and nonce for AES-128-GCM.
 */
export function decryptPush(body: Buffer, browser: TestBrowser): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`the key id must be the sender's P-256 public key, not ${keyIdLength} bytes`);
  if (record.length > recordSize) throw new Error('a Web Push message is a single record');

  const sharedSecret = browser.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([text('WebPush: info\0'), browser.publicKey, senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, browser.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, text('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, text('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The plaintext, then the last record's delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidToken {
  header: { typ?: string; alg: string };
  claims: { aud: string; exp: number; sub: string };
  /** The sender's public key from "k=", base64url. */
  publicKey: string;
}

/**
 * Reads the "Authorization: vapid t=<JWT>, k=<key>" header (RFC 8292) and checks the JWT's ES256 signature
 * against k, as a push service does before it takes the message; throws when anything is off.
 */
export function verifyVapidAuthorization(authorization: string | undefined): VapidToken {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    text(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by the key it names');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  return { header: decode(header) as VapidToken['header'], claims: decode(claims) as VapidToken['claims'], publicKey };
}
