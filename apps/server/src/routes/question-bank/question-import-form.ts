/**
 * A question file sent as a multipart form (field `file`, with `moduleId`, `category`, `format`
 * and optionally `importValidRows` as text) becomes the same body as the JSON form, for the
 * route's schema to check. The file must be UTF-8 text: a teacher's Malayalam must not turn
 * into question marks on the way in.
 */
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { IMPORT_TEXT_MAX } from '@padanam/contract';
import { invalidField } from '../../errors.js';
import { withUpload } from '../read-upload.js';

/** The largest file: the most characters an import takes, most of them Malayalam (3 bytes each). */
export const IMPORT_FILE_MAX_BYTES = IMPORT_TEXT_MAX * 3;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function numberOrText(value: string | undefined): number | string | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : value;
}

export function readQuestionImportForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  return withUpload(request, IMPORT_FILE_MAX_BYTES, async ({ upload, fields }) => {
    let text: string;
    try {
      text = utf8.decode(await fs.promises.readFile(upload.path));
    } catch {
      throw invalidField('file', {
        en: 'The file is not UTF-8 text. Save it as UTF-8 (in Excel: CSV UTF-8) and try again.',
        ml: 'ഈ ഫയൽ UTF-8 ടെക്സ്റ്റ് അല്ല. UTF-8 ആയി സേവ് ചെയ്ത് (Excel-ൽ: CSV UTF-8) വീണ്ടും ശ്രമിക്കൂ.',
      });
    }
    const { moduleId, category, format, importValidRows, ...others } = fields;
    return {
      ...others,
      moduleId: numberOrText(moduleId),
      category,
      format,
      text,
      ...(importValidRows !== undefined && { importValidRows: importValidRows === 'true' }),
    };
  });
}
