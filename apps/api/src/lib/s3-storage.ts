import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { type FileStorage, SAFE_KEY, type StoredFile } from './storage';

export interface S3Settings {
  /** An S3-compatible service's address (R2, B2, MinIO); unset for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name: what most services other than AWS want. */
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket under a prefix ("media/", "videos/"): the same keys as on local disk, so that
 * every instance reads what any wrote (decision 67). Objects are written whole (an upload is never half-visible).
 */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  put(key: string, body: Buffer): Promise<void> {
    return this.send(key, body, body.length);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const { size } = await stat(localPath);
    await this.send(key, createReadStream(localPath), size);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!SAFE_KEY.test(key)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!SAFE_KEY.test(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound' || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    const trimmed = prefix.replace(/\/$/, '');
    if (!SAFE_KEY.test(trimmed)) return;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.objectKey(trimmed)}/`,
          ContinuationToken: token,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length)
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async send(key: string, body: Buffer | Readable, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentLength: size }),
    );
  }

  private objectKey(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return `${this.prefix}${key}`;
  }
}

/** The client of the configured bucket. */
export function s3ClientOf(settings: S3Settings): S3Client {
  // The SDK warns, once per process, that its releases from January 2027 will need Node 22; this one (locked)
  // supports Node 20. Upgrade Node before the SDK.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client(s3ClientConfigOf(settings));
}

/** The S3 client's settings for the configured bucket (tus's S3 store builds its own client from them). */
export function s3ClientConfigOf(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint && {
      endpoint: settings.endpoint,
      // Services other than AWS may not know the SDK's default checksums (a streamed body sent `aws-chunked`
      // with a checksum trailer), and would store the framing with the bytes: checksums only where required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  };
}
