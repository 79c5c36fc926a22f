import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { AppError } from '../../worker/http/errors';
import type { BlobStore } from '../../worker/ports';
import { s3BlobStore } from '../../worker/platform/s3';
import { s3rverCredentials, s3TestBucket } from '../support/loopback-servers';

const endpoint = inject('s3Endpoint');
const store = s3BlobStore({ endpoint, bucket: s3TestBucket, ...s3rverCredentials });

async function bytesOf(store: BlobStore, key: string): Promise<Uint8Array | null> {
  const blob = await store.get(key);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : null;
}

function uniqueKey(name: string): string {
  return `tests/${crypto.randomUUID()}/${name}`;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('s3BlobStore against s3rver', () => {
  it('stores bytes and returns them with their size and content type', async () => {
    const key = uniqueKey('cv.pdf');
    const body = new TextEncoder().encode('%PDF-1.7 pretend');
    await store.put(key, body, 'application/pdf');

    const blob = await store.get(key);
    expect(blob).not.toBeNull();
    expect(blob?.size).toBe(body.byteLength);
    expect(blob?.contentType).toBe('application/pdf');
    expect(new Uint8Array(await new Response(blob?.body).arrayBuffer())).toEqual(body);
  });

  it('accepts an ArrayBuffer body', async () => {
    const key = uniqueKey('photo.png');
    const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await store.put(key, body.buffer, 'image/png');
    expect(await bytesOf(store, key)).toEqual(body);
  });

  it('answers null for a key that does not exist', async () => {
    expect(await store.get(uniqueKey('missing.pdf'))).toBeNull();
  });

  it('deletes, after which the key is missing; deleting again is fine', async () => {
    const key = uniqueKey('gone.txt');
    await store.put(key, new TextEncoder().encode('bye'), 'text/plain');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    ['spaces', 'my cv (final) v2!.pdf'],
    ['Sorani Kurdish', 'سیڤی کار ٢٠٢٥.pdf'],
    ['Arabic', 'السيرة الذاتية.pdf'],
    ['reserved URL characters', "a+b&c=d?e#f%g'h*.txt"],
  ])('round-trips a key with %s', async (_label, name) => {
    const key = uniqueKey(name);
    const body = new TextEncoder().encode(name);
    await store.put(key, body, 'text/plain; charset=utf-8');
    expect(await bytesOf(store, key)).toEqual(body);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('keeps keys that differ only by an encoded character apart', async () => {
    const plain = uniqueKey('a b.txt');
    const encoded = plain.replace('a b', 'a%20b');
    await store.put(plain, new TextEncoder().encode('space'), 'text/plain');
    await store.put(encoded, new TextEncoder().encode('percent'), 'text/plain');
    expect(new TextDecoder().decode((await bytesOf(store, plain)) ?? undefined)).toBe('space');
    expect(new TextDecoder().decode((await bytesOf(store, encoded)) ?? undefined)).toBe('percent');
  });

  it('refuses a key with a dot segment instead of leaving the bucket', async () => {
    await expect(store.put('tests/../../other-bucket/x', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/dot segment/);
  });

  // s3rver does not check V4 signatures, only that the access key exists.
  it('turns refused credentials into storage_failed', async () => {
    const forged = s3BlobStore({ endpoint, bucket: s3TestBucket, ...s3rverCredentials, accessKeyId: 'NOT-A-KEY' });
    const error = await forged.put(uniqueKey('x.txt'), new Uint8Array([1]), 'text/plain').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('storage_failed');
    expect(String((error as AppError).cause)).toMatch(/403.*InvalidAccessKeyId/);
  });

  it('turns an unreachable store into storage_failed', async () => {
    const down = s3BlobStore({ endpoint: `http://127.0.0.1:${await closedPort()}`, bucket: s3TestBucket, ...s3rverCredentials });
    await expect(down.get('any')).rejects.toMatchObject({ code: 'storage_failed' });
  });
});
