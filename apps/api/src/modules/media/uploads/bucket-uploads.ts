import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Store } from '@tus/s3-store';
import { type S3Settings, s3ClientConfigOf, s3ClientOf } from '../../../lib/s3-storage';
import type { UploadFiles } from './upload-files';

const PREFIX = 'uploads/';
const INFO = '.info';

/**
 * Source files under the bucket's `uploads/` prefix: tus's S3 store writes an upload as a multipart upload (a
 * part a request, `<id>.info` beside it), completed into one object on its last byte. Any worker then reads it.
 */
export class BucketUploads implements UploadFiles {
  readonly datastore: S3Store;
  readonly idPrefix = PREFIX;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly expiryMs: number,
  ) {
    this.client = s3ClientOf(settings);
    this.bucket = settings.bucket;
    this.datastore = new S3Store({
      s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfigOf(settings) },
      // Announced to clients (Upload-Expires); the removal is ours (removeExpired), so no expiry tags.
      expirationPeriodInMilliseconds: expiryMs,
      useTags: false,
    });
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async withLocal<T>(key: string, work: string, use: (file: string) => Promise<T>): Promise<T> {
    await mkdir(work, { recursive: true });
    const copy = path.join(work, 'source');
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      await pipeline(object.Body as Readable, createWriteStream(copy));
      return await use(copy);
    } finally {
      await rm(copy, { force: true });
    }
  }

  async keep(localFile: string, name: string): Promise<string> {
    const key = `${PREFIX}${name}`;
    // In parts when large: a recording of a long night passes a single request's 5 GB.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: createReadStream(localFile) },
    }).done();
    await rm(localFile, { force: true });
    return key;
  }

  async remove(key: string): Promise<void> {
    const id = this.keyOf(key);
    // Ends a multipart upload still open; a finished one is a plain object (tus's remove then refuses).
    await this.datastore.remove(id).catch(() => undefined);
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: `${id}${INFO}` }, { Key: `${id}.part` }] },
      }),
    );
  }

  async removeExpired(now = new Date()): Promise<string[]> {
    if (this.expiryMs <= 0) return [];
    const removed: string[] = [];
    for (const id of await this.uploadIds()) {
      const upload = await this.datastore.getUpload(id).catch(() => undefined);
      if (!upload?.creation_date || upload.offset === upload.size) continue;
      if (now.getTime() <= new Date(upload.creation_date).getTime() + this.expiryMs) continue;
      await this.remove(id);
      removed.push(id);
    }
    return removed;
  }

  async freeBytes(): Promise<number> {
    return Number.POSITIVE_INFINITY;
  }

  /** Every tus upload in the bucket, by its `.info` object. */
  private async uploadIds(): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key?.endsWith(INFO)) ids.push(object.Key.slice(0, -INFO.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return ids;
  }

  /** Keys stay under the prefix, whatever they hold. */
  private keyOf(key: string): string {
    return `${PREFIX}${path.posix.basename(key)}`;
  }
}

const notFound = (error: unknown) =>
  error instanceof NoSuchKey || ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');
