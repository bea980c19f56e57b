/**
 * The API speaks `_id` (spec section 3) and multipart for files; react-admin speaks `id` and plain
 * objects. The declaration says which fields are files and which the API accepts.
 */
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../resources/core/defineResource';
import { isFileField } from '../resources/core/fields';

export const toRaRecord = <R extends RaRecord = any>(record: { _id: string } & Record<string, unknown>): R =>
  ({ ...record, id: record._id }) as unknown as R;

/** A value of a react-admin file input: a new file, a kept one ({ src }), or null when removed. */
interface FileInputValue {
  rawFile?: File;
  src?: string;
}

/** The writable declared fields of `data`, with files left out when unchanged. */
export function toApiBody(declaration: ResourceDeclaration, data: Record<string, unknown>): BodyInit {
  const writable = Object.entries(declaration.fields).filter(([name, field]) => !field.readOnly && name in data);
  const hasFile = writable.some(([name, field]) => isFileField(field) && (data[name] as FileInputValue | null)?.rawFile);
  if (!hasFile) {
    const body: Record<string, unknown> = {};
    for (const [name, field] of writable) {
      if (isFileField(field)) {
        if (data[name] == null) body[name] = null;
        continue;
      }
      body[name] = data[name] ?? null;
    }
    return JSON.stringify(body);
  }
  const form = new FormData();
  for (const [name, field] of writable) {
    const value = data[name];
    if (isFileField(field)) {
      const file = value as FileInputValue | null;
      if (file?.rawFile) form.append(name, file.rawFile, file.rawFile.name);
      else if (file == null) form.append(name, '');
      continue;
    }
    form.append(name, value == null ? '' : String(value));
  }
  return form;
}
