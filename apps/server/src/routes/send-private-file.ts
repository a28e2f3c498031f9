/**
 * Sends a file only its owner and staff may read (a doubt's picture, a feedback attachment, an
 * exported question file): its type and length, never kept by a shared cache, shown inline or
 * offered as a download, sandboxed (stored-file-headers.ts).
 */
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { sandboxStoredFile } from './stored-file-headers.js';

export interface PrivateFile {
  contentType: string;
  sizeBytes: number;
  /** Stored bytes as a stream, or a file made for this reply. */
  body: Readable | Buffer;
}

export function sendPrivateFile(reply: FastifyReply, file: PrivateFile, download?: { fileName: string }) {
  return sandboxStoredFile(reply)
    .type(file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('cache-control', 'private, no-store')
    .header('content-disposition', download ? `attachment; filename="${download.fileName}"` : 'inline')
    .send(file.body);
}
