import type { FastifyReply } from 'fastify';

/**
 * How every route answers with image bytes (documents, screenshots, logos, attachments, pictures): its
 * type as stored, never sniffed into something runnable, and cached only as far as its audience allows.
 */

/** An image as the services hand it over. */
export interface ImageBytes {
  buffer: Buffer;
  mime: string;
}

/** A browser that opens the image as a document runs nothing and loads nothing from it. */
const sandboxed = { 'content-security-policy': "default-src 'none'; sandbox" };

function sendImage(reply: FastifyReply, image: ImageBytes, headers: Record<string, string>) {
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .headers(headers)
    .send(image.buffer);
}

/** Private images: never cached by a browser or proxy; `sandboxed` for files members upload freely (tickets). */
export function sendPrivateImage(reply: FastifyReply, image: ImageBytes, options: { sandboxed?: boolean } = {}) {
  return sendImage(reply, image, {
    'cache-control': 'private, no-store',
    'content-disposition': 'inline',
    ...(options.sandboxed ? sandboxed : {}),
  });
}

/** Public images (news pictures): cacheable for a day, since the URL carries the version. */
export function sendPublicImage(reply: FastifyReply, image: ImageBytes) {
  return sendImage(reply, image, { 'cache-control': 'public, max-age=86400', ...sandboxed });
}
