import type { FastifyReply } from 'fastify';

/** Private images: never cached by a browser or proxy, never sniffed into something runnable. */
export function sendPrivateImage(reply: FastifyReply, image: { buffer: Buffer; mime: string }) {
  return reply
    .header('content-type', image.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(image.buffer);
}
