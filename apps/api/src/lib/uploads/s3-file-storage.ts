import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedStorageKey, type FileStorage } from './file-storage';
import type { S3Settings } from './storage-config';

/** A connection not made by then fails (and is retried): a store that does not answer must not hold a request. */
const CONNECT_TIMEOUT_MS = 3_000;
/** One attempt's limit once connected (no byte for this long); the largest upload is a few MB. */
const REQUEST_TIMEOUT_MS = 15_000;
/** One call's limit across its attempts and their back-off, so an upload request ends within it. */
const CALL_TIMEOUT_MS = 40_000;
/** The first attempt and two retries (the SDK's standard mode: throttling and 5xx answers, dropped connections). */
const MAX_ATTEMPTS = 3;

/** What the migration tool reads to compare an object with a local file. */
export type StoredObject = { size: number; etag: string | null };

/** Uploads in an S3 bucket (AWS or an S3-compatible store): several API processes share them. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  private options() {
    return { abortSignal: AbortSignal.timeout(CALL_TIMEOUT_MS) };
  }

  async put(key: string, data: Buffer): Promise<void> {
    const Key = checkedStorageKey(key);
    // One PUT replaces the object whole: a reader never sees half a file.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentLength: data.length }), this.options());
  }

  async get(key: string): Promise<Buffer | undefined> {
    const Key = checkedStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }), this.options());
      if (!object.Body) return Buffer.alloc(0);
      // The body is a stream: read it whole, so the caller holds bytes and no socket stays open.
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = checkedStorageKey(key);
    // S3 answers 204 whether or not the object existed: a missing key is already deleted.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), this.options());
  }

  /** The object's size and ETag, undefined when none is stored under the key (the migration's check). */
  async stat(key: string): Promise<StoredObject | undefined> {
    const Key = checkedStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }), this.options());
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? null };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /** Closes the client's kept-alive connections (the CLI, the tests). */
  close(): void {
    this.client.destroy();
  }
}

/**
 * No object under the key: GET answers NoSuchKey, HEAD a bare 404 (no body to name it). A missing
 * bucket is also a 404 but a configuration error, so it is thrown, never read as "no file".
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
