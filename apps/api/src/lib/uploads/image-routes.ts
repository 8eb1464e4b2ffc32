import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_CONTENT_TYPE } from './image';

/**
 * The bytes of the one file of a multipart request; undefined when the request is not multipart or
 * carries no file. toBuffer() throws a 413 error past the scope's multipart fileSize limit.
 */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  const file = await request.file();
  return file ? await file.toBuffer() : undefined;
}

/**
 * Answers a club's public image (stored as IMAGE_CONTENT_TYPE, never sniffed as anything else):
 * cached for good when asked for its current version, for five minutes otherwise.
 */
export function sendPublicImage(reply: FastifyReply, image: { bytes: Buffer; current: boolean }): FastifyReply {
  return reply
    .header('content-type', IMAGE_CONTENT_TYPE)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', image.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    .send(image.bytes);
}
