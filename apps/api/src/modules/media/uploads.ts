import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorCode, errorMessage, errorStatus, languageFrom } from '@ringside/contract';
import type { MediaContext } from './media-context';
import type { VideoProcessing } from './processing';
import { videosRepository as videos } from './videos.repository';

export const UPLOAD_PATH = '/api/v1/uploads';

/** A refusal in tus's shape, with our error envelope as the body, in the staff member's language. */
function refusal(request: Request, code: ErrorCode, params?: Record<string, number>) {
  const message = errorMessage(code, languageFrom(request.headers.get('accept-language')), params) ?? code;
  return { status_code: errorStatus(code), body: JSON.stringify({ code, message }) };
}

/**
 * Resumable uploads of video files, by the tus protocol (@tus/server, files on local disk): a dropped connection
 * continues where it stopped. An upload names its video in the metadata (`videoId`); the video must be waiting
 * for a file. When the last byte arrives the video goes to processing.
 */
export function createUploadServer(context: MediaContext, processing: VideoProcessing): Server {
  mkdirSync(context.uploadDir, { recursive: true });
  const server = new Server({
    path: UPLOAD_PATH,
    datastore: new FileStore({ directory: context.uploadDir }),
    maxSize: context.uploadMaxBytes,
    relativeLocation: true,
    postReceiveInterval: 2000,
    onUploadCreate: async (request, upload) => {
      const videoId = upload.metadata?.videoId?.toLowerCase() ?? '';
      const video = /^[0-9a-f-]{36}$/.test(videoId) ? await videos.find(context.db, videoId) : undefined;
      if (!video) throw refusal(request, videoId ? 'HUBVDNF001' : 'HUBVDUP003');
      // A new file replaces one only while the video waits for it, or after its processing failed.
      if (video.status !== 'UPLOADING' && video.status !== 'FAILED') throw refusal(request, 'HUBVDUP001');
      await videos.update(context.db, video.id, {
        status: 'UPLOADING',
        uploadId: upload.id,
        sizeBytes: upload.size ?? null,
        uploadedBytes: 0,
        failureCode: null,
        failureDetail: null,
      });
      return { metadata: upload.metadata ?? {} };
    },
    onUploadFinish: async (request, upload) => {
      const video = await videos.findByUpload(context.db, upload.id);
      if (!video) throw refusal(request, 'HUBVDNF001');
      await videos.update(context.db, video.id, { uploadedBytes: upload.size ?? upload.offset });
      await processing.enqueue(video.id, path.join(context.uploadDir, upload.id));
      return {};
    },
    onResponseError: (request, error) => {
      if ('status_code' in error && error.status_code === 413) return refusal(request, 'HUBVDUP002', maxGb(context));
      return undefined;
    },
  });
  // Staff cancelled the upload: the video waits for a file again, with nothing to continue.
  server.on(EVENTS.POST_TERMINATE, (_request: Request, _response: Response, id: string) => {
    void videos
      .findByUpload(context.db, id)
      .then(
        (video) =>
          video && videos.update(context.db, video.id, { uploadId: null, sizeBytes: null, uploadedBytes: null }),
      )
      .catch((error: unknown) => context.log.warn({ err: error }, 'cancelled upload not recorded'));
  });
  server.on(EVENTS.POST_RECEIVE, (_request: Request, upload: Upload) => {
    void videos
      .findByUpload(context.db, upload.id)
      .then((video) => video && videos.update(context.db, video.id, { uploadedBytes: upload.offset }))
      .catch((error: unknown) => context.log.warn({ err: error }, 'upload progress not recorded'));
  });
  return server;
}

const maxGb = (context: MediaContext) => ({ maxGb: Math.round((context.uploadMaxBytes / 1024 ** 3) * 10) / 10 });

/** The tus endpoint, for staff with DASHBOARD; Fastify checks the session, tus speaks the protocol. */
export const uploadRoutes: FastifyPluginAsync<{ server: Server }> = async (app, { server }) => {
  // tus reads PATCH bodies itself: Fastify must leave them unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const options = { config: { auth: 'staff', permission: 'DASHBOARD' }, schema: { hide: true } } as const;
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await server.handle(request.raw, reply.raw);
  };
  app.all('/uploads', options, handle);
  app.all('/uploads/*', options, handle);
};
