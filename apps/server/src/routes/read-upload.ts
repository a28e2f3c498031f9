/**
 * Reads a staff upload: a multipart form with one file (field `file`) and a few text fields.
 * The file is streamed to a temporary file, never held whole in memory, and cut off at the
 * kind's size limit; the text fields come back as strings for the route's schema to check.
 * `discard` removes the temporary file; call it when done, whatever happened.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../errors.js';
import type { SpooledUpload } from '../modules/uploads/upload.service.js';

export interface ReceivedUpload {
  upload: SpooledUpload;
  fields: Record<string, string>;
  discard(): Promise<void>;
}

const MAX_TEXT_FIELDS = 8;
const MAX_FIELD_BYTES = 8 * 1024;

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

export async function readUpload(request: FastifyRequest, maxFileBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in a field named file.');

  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'padanam-upload-'));
  const discard = () => fs.promises.rm(folder, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let upload: SpooledUpload | null = null;
  try {
    const parts = request.parts({
      // The name exactly as sent, so one that walks folders is refused rather than quietly cut.
      preservePath: true,
      limits: {
        fileSize: maxFileBytes,
        files: 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw invalidField(part.fieldname, 'must be text');
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw invalidField(part.fieldname, 'Send the file in a field named file.');
      }
      const spooledPath = path.join(folder, randomUUID());
      await pipeline(part.file, fs.createWriteStream(spooledPath));
      upload = { path: spooledPath, fileName: part.filename, sizeBytes: (await fs.promises.stat(spooledPath)).size };
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    if (hasCode(error) && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidField(
        'file',
        `The file is larger than ${Math.round(maxFileBytes / (1024 * 1024))} MB.`,
        'PAYLOAD_TOO_LARGE',
      );
    if (hasCode(error) && ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(error.code))
      throw new AppError('PAYLOAD_TOO_LARGE', 'Send one file and at most a few text fields.');
    // The form parser's own complaints (a cut-off body, a broken part header) carry no code;
    // the disk's (no space left) do, and stay server errors.
    if (!hasCode(error) && !(typeof (error as { statusCode?: unknown }).statusCode === 'number'))
      throw new AppError('VALIDATION_FAILED', 'The upload is not a well-formed multipart form.');
    throw error;
  }
  if (!upload) {
    await discard();
    throw invalidField('file', 'Choose a file to upload.');
  }
  return { upload, fields, discard };
}

/** Reads the upload, hands it to `use`, and removes the temporary file whatever happened. */
export async function withUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  use: (received: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const received = await readUpload(request, maxBytes);
  try {
    return await use(received);
  } finally {
    await received.discard();
  }
}
