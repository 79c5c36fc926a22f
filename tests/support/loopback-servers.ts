/**
 * vitest globalSetup (projects `api` and `workerd`): starts the stand-ins for the outside world on 127.0.0.1 with
 * ephemeral ports and provides their URLs to the tests (`inject('s3Endpoint')`, `inject('resendBaseUrl')`,
 * `inject('pushServiceUrl')`, `inject('twilioBaseUrl')`, `inject('telegramBaseUrl')`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fakePushService } from './fake-push-service';
import { fakeTelegram } from './fake-telegram';
import { fakeTwilio } from './fake-twilio';

/** Credentials s3rver accepts (it checks signatures); the S3 adapter's tests sign with them. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
export const s3TestBucket = 'kar-test';
/** The fake Resend answers 401 for this key, like Resend does for a revoked one. */
export const badResendKey = 'bad-key';

export interface SentEmail {
  authorization: string | null;
  body: unknown;
}

// s3rver is CommonJS without types; this is the little of it we use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const s3Directory = await mkdtemp(join(tmpdir(), 'kar-s3rver-'));
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: s3TestBucket }],
  });
  const s3Address = await s3.run();

  const resend = await listening(fakeResendServer());
  const push = await listening(fakePushService());
  const twilio = await listening(fakeTwilio());
  const telegram = await listening(fakeTelegram());

  project.provide('s3Endpoint', `http://127.0.0.1:${s3Address.port}`);
  project.provide('resendBaseUrl', `http://127.0.0.1:${(resend.address() as AddressInfo).port}`);
  project.provide('pushServiceUrl', `http://127.0.0.1:${(push.address() as AddressInfo).port}`);
  project.provide('twilioBaseUrl', `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`);
  project.provide('telegramBaseUrl', `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`);

  return async () => {
    s3.httpServer?.closeAllConnections();
    const servers = [resend, push, twilio, telegram];
    for (const server of servers) server.closeAllConnections();
    await Promise.all([s3.close(), ...servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))]);
    await rm(s3Directory, { recursive: true, force: true });
  };
}

export async function listening(server: Server): Promise<Server> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return server;
}

/**
 * Answers `POST /emails` like Resend (200 `{id}`, 401 for a bad key, 422 for a malformed body) and keeps what it
 * accepted for the tests: `GET /__sent` lists it, `DELETE /__sent` forgets it.
 */
function fakeResendServer(): Server {
  let sent: SentEmail[] = [];
  let nextId = 1;

  return createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/__sent' && request.method === 'GET') return json(response, 200, sent);
    if (path === '/__sent' && request.method === 'DELETE') {
      sent = [];
      return json(response, 200, { cleared: true });
    }
    if (path !== '/emails' || request.method !== 'POST') {
      return json(response, 404, { statusCode: 404, name: 'not_found', message: 'The requested endpoint does not exist.' });
    }

    const authorization = request.headers.authorization ?? null;
    if (!authorization?.startsWith('Bearer ')) {
      return json(response, 401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header.' });
    }
    if (authorization === `Bearer ${badResendKey}`) {
      return json(response, 401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' });
    }
    const body = await readJson(request);
    if (!isEmailBody(body)) {
      return json(response, 422, { statusCode: 422, name: 'validation_error', message: 'Missing `from`, `to` or `subject` field.' });
    }
    sent.push({ authorization, body });
    return json(response, 200, { id: `fake-${nextId++}` });
  });
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

function isEmailBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ['from', 'to', 'subject'].every((field) => field in body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
