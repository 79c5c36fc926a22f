import { AppError } from '../http/errors';
import type { BlobStore } from '../ports';

const fallbackContentType = 'application/octet-stream';

/** Files in a Workers R2 binding. A failing binding call is a storage outage for the user, not an internal bug. */
export function r2BlobStore(bucket: R2Bucket): BlobStore {
  return {
    async put(key, body, contentType) {
      await storageCall(() => bucket.put(key, body, { httpMetadata: { contentType } }));
    },
    async get(key) {
      const object = await storageCall(() => bucket.get(key));
      if (!object) return null;
      return {
        body: object.body,
        size: object.size,
        contentType: object.httpMetadata?.contentType ?? fallbackContentType,
      };
    },
    async delete(key) {
      await storageCall(() => bucket.delete(key));
    },
  };
}

async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError('storage_failed', { cause: error });
  }
}
