import type { FastifyRequest } from 'fastify';

/** The file of a multipart upload; a request that is not an upload counts as a missing file. */
export async function uploadedFile(request: FastifyRequest, tooLarge: () => Error): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    return file ? await file.toBuffer() : undefined;
  } catch (error) {
    // The multipart limit stops reading past the largest upload allowed; it answers like any bad photo.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
