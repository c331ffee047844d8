import type { FastifyRequest } from 'fastify';

/**
 * The file of a multipart upload, read up to `maxBytes`; a request that is not an upload has none. Past the
 * limit the upload stops being read and answers like any unacceptable file (`tooLarge`).
 */
export async function uploadedFile(
  request: FastifyRequest,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => Error },
): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    return file ? await file.toBuffer() : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
