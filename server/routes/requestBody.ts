import type { FastifyRequest } from 'fastify';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import type { UploadDescriptor } from '../../resources/core/fields';
import { isFileField } from '../../resources/core/fields';
import { detectFileType } from '../files/imageType';
import { badRequest } from '../httpErrors';

export interface UploadedFile {
  contents: Buffer;
  extension: string;
  /** What validation checks: the real size and the type read from the bytes. */
  descriptor: UploadDescriptor;
}

export interface RequestBody {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a create/update body as JSON or multipart (spec: multipart when a file is sent). Files are
 * accepted only for the declaration's file fields and read at most one byte past their limit, so an
 * oversized upload is reported with the field's own message without buffering all of it.
 */
export async function readRequestBody(request: FastifyRequest, declaration: ResourceDeclaration): Promise<RequestBody> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('bodyObject');
    return { fields: body as Record<string, unknown>, files: {} };
  }

  const fileFields = Object.entries(declaration.fields).filter(([, field]) => isFileField(field));
  const largestFile = Math.max(0, ...fileFields.map(([, field]) => (isFileField(field) ? field.maxBytes : 0)));
  const body: RequestBody = { fields: {}, files: {} };
  const parts = request.parts({ limits: { fileSize: largestFile + 1, files: fileFields.length, fields: 200 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      body.fields[part.fieldname] = part.value;
      continue;
    }
    const field = declaration.fields[part.fieldname];
    if (!field || !isFileField(field)) {
      part.file.resume();
      throw badRequest('notAFileField', { name: part.fieldname });
    }
    const contents = await part.toBuffer();
    if (contents.length === 0) continue;
    const detected = await detectFileType(contents);
    body.files[part.fieldname] = {
      contents,
      extension: detected?.extension ?? 'bin',
      descriptor: { size: part.file.truncated ? field.maxBytes + 1 : contents.length, mimeType: detected?.mimeType ?? 'unknown' },
    };
  }
  return body;
}
