import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';

/** The little of Koa's request context (s3rver is a Koa application) that the added calls use. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

export interface S3StandIn {
  /** The settings an app needs to use it. */
  env: Record<string, string>;
  port: number;
  close(): Promise<void>;
}

/**
 * s3rver (a local S3-compatible server) with one bucket, plus the two multipart calls it lacks and tus's S3 store
 * makes: ListParts (the offset of an upload being resumed) and AbortMultipartUpload. They read and remove the parts
 * where s3rver's own UploadPart wrote them, and answer as S3 does (NoSuchUpload once an upload is completed).
 */
export async function startS3StandIn(directory: string, bucket: string): Promise<S3StandIn> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Just before the router: after s3rver's logger and its encoding of plain objects as XML.
  // s3rver's types leave out Koa's list of middleware.
  const chain = (server as unknown as { middleware: Middleware[] }).middleware;
  chain.splice(chain.length - 1, 0, multipartCalls(path.join(directory, bucket)));
  const { port } = await server.run();
  return {
    port,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}

function multipartCalls(bucketDir: string): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const listing = ctx.method === 'GET' && typeof uploadId === 'string';
    const aborting = ctx.method === 'DELETE' && typeof uploadId === 'string';
    if (!listing && !aborting) return next();
    // Where s3rver's FilesystemStore keeps the parts of an upload in progress.
    const parts = path.join(bucketDir, '._S3rver_uploads', path.basename(uploadId));
    if (!(await stat(parts).catch(() => undefined))) {
      ctx.status = 404;
      ctx.body = {
        Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.', UploadId: uploadId },
      };
      return;
    }
    if (aborting) {
      await rm(parts, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = (await readdir(parts)).filter((name) => /^\d+$/.test(name)).map(Number);
    const Part = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (number) => {
          const file = path.join(parts, String(number));
          const info = await stat(file);
          const md5 = (await readFile(`${file}.md5`, 'utf8')).trim();
          return { PartNumber: number, ETag: `"${md5}"`, Size: info.size, LastModified: info.mtime.toISOString() };
        }),
    );
    ctx.body = {
      ListPartsResult: {
        Key: ctx.path.split('/').slice(2).join('/'),
        UploadId: uploadId,
        MaxParts: 10_000,
        IsTruncated: false,
        ...(Part.length ? { Part } : {}),
      },
    };
  };
}
