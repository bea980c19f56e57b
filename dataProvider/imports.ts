/**
 * Import of a CSV or Excel file into a resource (server/routes/imports.ts): upload with progress,
 * the dry run, the import, how it stands, and the report of refused rows.
 */
import { HttpError } from 'react-admin';
import { declarationFor } from '../resources/registry';
import type { ImportState } from '../server/routes/imports';
import { API_URL, apiHeaders } from './api';
import { httpClient, postJson, toHttpError } from './httpClient';

export type { ImportState };
export type UploadedImport = ImportState & { sample: string[][] };
export type ImportChoices = Pick<ImportState, 'mapping' | 'onExisting' | 'onSimilar'>;

const importsPath = (resource: string) => `${declarationFor(resource)!.endpoint}/imports`;

/**
 * POSTs a multipart form with XMLHttpRequest rather than fetch, for the upload's progress
 * (`onProgress` gets 0–1); answers the JSON the server sent.
 */
export function postFormWithProgress<T>(path: string, form: FormData, onProgress: (share: number) => void = () => {}) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${path}`);
    apiHeaders().forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let body: any = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the caller shows its own message
      }
      if (request.status === 200 || request.status === 201) resolve(body);
      else reject(toHttpError(new HttpError(body.message ?? '', request.status, body)));
    };
    request.onerror = () => reject(new HttpError('', 0, {}));
    request.send(form);
  });
}

export const imports = {
  uploadImport(resource: string, file: File, onProgress?: (share: number) => void): Promise<UploadedImport> {
    const form = new FormData();
    form.append('file', file, file.name);
    return postFormWithProgress<UploadedImport>(importsPath(resource), form, onProgress);
  },

  /** Starts the dry run of every row with these choices. */
  async checkImport(resource: string, id: string, choices: ImportChoices): Promise<ImportState> {
    return (await postJson(`${importsPath(resource)}/${encodeURIComponent(id)}/check`, choices)).json;
  },

  /** Starts the import (or resumes an interrupted one). */
  async runImport(resource: string, id: string, choices: ImportChoices): Promise<ImportState> {
    return (await postJson(`${importsPath(resource)}/${encodeURIComponent(id)}/run`, choices)).json;
  },

  async importState(resource: string, id: string): Promise<ImportState> {
    return (await httpClient(`${importsPath(resource)}/${encodeURIComponent(id)}`)).json;
  },

  /** The CSV of the rows refused, with their cells and problems. */
  async importReport(resource: string, id: string): Promise<Blob> {
    const response = await fetch(`${API_URL}${importsPath(resource)}/${encodeURIComponent(id)}/report`, { headers: apiHeaders({}) });
    if (!response.ok) throw new HttpError('', response.status, {});
    return response.blob();
  },
};
