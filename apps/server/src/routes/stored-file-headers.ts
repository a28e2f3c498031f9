/**
 * Headers for every reply that carries stored bytes (notes, audio, pictures, doubt pictures,
 * feedback files, exports). A file is typed by its first bytes, and a PDF can also be a page
 * of HTML; opened on its own in a tab it must not run as one of ours. `sandbox` added to the
 * site's policy gives the document a unique origin with no scripts, forms or pop-ups, and
 * nosniff keeps the browser to the declared type. The app itself never opens a stored file as
 * a page: pdf.js fetches a note's bytes, audio is fetched as a blob, pictures are images.
 */
import type { FastifyReply } from 'fastify';

export function sandboxStoredFile(reply: FastifyReply): FastifyReply {
  const sitePolicy = reply.getHeader('content-security-policy');
  return reply
    .header('content-security-policy', typeof sitePolicy === 'string' ? `${sitePolicy}; sandbox` : 'sandbox')
    .header('x-content-type-options', 'nosniff');
}
