import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import type { AccountRole } from '../authProvider/roles';
import { declarationFor } from '../resources/registry';
import type { ResourceDeclaration } from '../resources/core/defineResource';
import { SAVE_SIMILAR_HEADER } from '../resources/core/saveSimilar';
import type { Refusal } from '../resources/extractionOutputs/reviewReasons';
import { API_URL, apiHeaders } from './api';
import { configurationSetup } from './configurationSetup';
import { imports, postFormWithProgress } from './imports';
import { payouts } from './payouts';
import { reconciliation } from './reconciliation';
import { storeToken } from '../authProvider/session';
import { httpClient, postJson } from './httpClient';
import { HttpError } from 'react-admin';
import { listQuery } from './listQuery';
import { toApiBody, toRaRecord } from './recordMapping';
import type { DashboardOverview } from '../server/dashboard/overview';
import type { DashboardRenewals } from '../server/dashboard/renewals';
import { overviewPath, RENEWALS_PATH } from '../src/pages/dashboard/dashboardRequests';
import type { RenewalsDueParams } from '../server/reminders/renewalReminders';
import type { AuditEntry } from '../resources/auditLog/declaration';
import type { Restored } from '../server/routes/auditRestore';

function declared(resource: string): ResourceDeclaration {
  const declaration = declarationFor(resource);
  if (!declaration) throw new Error(`Unknown resource "${resource}"`);
  return declaration;
}

export interface Profile {
  _id: string;
  name: string;
  firstname: string;
  lastname: string;
  email: string;
  mobileNumber: string | null;
  role: AccountRole | null;
  twoFactorEnabled: boolean;
  createdAt: string;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

interface ListResponse {
  data: { _id: string }[];
  meta: { total: number; totalPages: number };
}

const jsonHeaders = (body: BodyInit) =>
  typeof body === 'string' ? new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }) : undefined;

/** Writes the person confirmed though they resemble other records (`meta.similarConfirmed`) say so to the server. */
interface WriteMeta {
  similarConfirmed?: boolean;
}

/** The headers of a create or update: JSON's when the body is, and the person's confirmation when given. */
function writeHeaders(body: BodyInit, meta: WriteMeta | undefined) {
  const headers = jsonHeaders(body) ?? new Headers({ Accept: 'application/json' });
  if (meta?.similarConfirmed) headers.set(SAVE_SIMILAR_HEADER, 'confirmed');
  return headers;
}

/** A stored PDF (an upload, a configuration's sample) as a Blob, with the bearer token. */
async function storedPdf(path: string): Promise<Blob> {
  const response = await fetch(`${API_URL}${path}`, { headers: apiHeaders({}) });
  if (!response.ok) throw new HttpError('', response.status, {});
  return response.blob();
}

/**
 * Resources declared only (`declaredOnly`) speak ra-data-simple-rest's dialect on the server
 * (server/routes/simpleRest.ts), so ra-data-simple-rest is their provider, unchanged; the spec's
 * resources keep the mapping of `specProvider` (page/limit, `{ data, meta }`, `_id`).
 */
const simpleRest = simpleRestProvider('', httpClient);
const simpleRestConfirmingSimilar = simpleRestProvider('', (url, options = {}) => {
  const headers = new Headers(options.headers);
  headers.set(SAVE_SIMILAR_HEADER, 'confirmed');
  return httpClient(url, { ...options, headers });
});
const CRUD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

function withSimpleRestResources<P extends DataProvider>(specProvider: P): P {
  // The nine methods differ in their parameters, which each provider checks for itself.
  type Untyped = (resource: string, params: unknown) => Promise<unknown>;
  const routed = CRUD_METHODS.map((method) => [
    method,
    (resource: string, params: unknown) => {
      const declaration = declared(resource);
      const provider = (params as { meta?: WriteMeta }).meta?.similarConfirmed ? simpleRestConfirmingSimilar : simpleRest;
      return declaration.declaredOnly === true
        ? (provider[method] as Untyped)(declaration.endpoint.slice(1), params)
        : (specProvider[method] as Untyped)(resource, params);
    },
  ]);
  return { ...specProvider, ...Object.fromEntries(routed) };
}

export const dataProvider = withSimpleRestResources({
  async getList(resource, params) {
    const { endpoint } = declared(resource);
    const { json } = await httpClient(`${endpoint}?${listQuery(params)}`, { signal: params.signal });
    const { data, meta } = json as ListResponse;
    return { data: data.map(toRaRecord), total: meta.total };
  },

  async getOne(resource, params) {
    const { json } = await httpClient(`${declared(resource).endpoint}/${encodeURIComponent(params.id)}`, {
      signal: params.signal,
    });
    return { data: toRaRecord(json) };
  },

  async getMany(resource, params) {
    const query = new URLSearchParams({ page: '1', limit: String(Math.max(params.ids.length, 1)) });
    for (const id of params.ids) query.append('id', String(id));
    const { json } = await httpClient(`${declared(resource).endpoint}?${query}`, { signal: params.signal });
    return { data: (json as ListResponse).data.map(toRaRecord) };
  },

  async getManyReference(resource, params) {
    const query = listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } });
    const { json } = await httpClient(`${declared(resource).endpoint}?${query}`, { signal: params.signal });
    const { data, meta } = json as ListResponse;
    return { data: data.map(toRaRecord), total: meta.total };
  },

  async create(resource, params) {
    const declaration = declared(resource);
    const body = toApiBody(declaration, params.data);
    const { json } = await httpClient(declaration.endpoint, { method: 'POST', body, headers: writeHeaders(body, params.meta) });
    return { data: toRaRecord(json) };
  },

  async update(resource, params) {
    const declaration = declared(resource);
    const body = toApiBody(declaration, params.data);
    const headers = writeHeaders(body, params.meta);
    // The version the form was loaded from: the server refuses the save (409) if someone changed the record since.
    const version = params.previousData?.updatedAt;
    if (typeof version === 'string') headers.set('If-Match', `"${version}"`);
    const { json } = await httpClient(`${declaration.endpoint}/${encodeURIComponent(params.id)}`, { method: 'PATCH', body, headers });
    return { data: toRaRecord(json) };
  },

  async updateMany(resource, params) {
    const { json } = await postJson(`${declared(resource).endpoint}/bulk-update`, { ids: params.ids, data: params.data });
    return { data: json.ids };
  },

  async delete(resource, params) {
    const { json } = await httpClient(`${declared(resource).endpoint}/${encodeURIComponent(params.id)}`, {
      method: 'DELETE',
    });
    return { data: toRaRecord(json) };
  },

  async deleteMany(resource, params) {
    const { json } = await postJson(`${declared(resource).endpoint}/bulk-delete`, { ids: params.ids });
    return { data: json.ids };
  },

  /**
   * POST {endpoint}/bulk-update: `data` set on the records of `ids`, or on every record the list's
   * filter matches (`count`, as many as the person saw); answers how many and the change's undo id.
   */
  async bulkChange(resource: string, target: { ids: readonly Identifier[] } | { filter: Record<string, unknown>; count: number }, data: Record<string, unknown>) {
    const { json } = await postJson(`${declared(resource).endpoint}/bulk-update`, { ...target, data });
    return json as { updated: number; undo: string };
  },

  /** Undoes a bulk change where nobody changed its records since. */
  async undoBulkChange(resource: string, changeId: string) {
    const { json } = await postJson(`${declared(resource).endpoint}/bulk-update/${encodeURIComponent(changeId)}/undo`, {});
    return json as { restored: number; changedSince: number };
  },

  /** GET /auth/profile: the signed-in account. */
  async getProfile(): Promise<Profile> {
    const { json } = await httpClient('/auth/profile');
    return json;
  },

  /** Changes the signed-in account's password; this session goes on with the token the server gives it. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const { json } = await postJson('/auth/change-password', { currentPassword, newPassword });
    storeToken(json.access_token);
  },

  /** An administrator's one-time reset link for an account: its path, the account's e-mail and when it expires. */
  async issuePasswordReset(id: string): Promise<{ path: string; email: string; expiresAt: string }> {
    const { json } = await postJson(`/users/${encodeURIComponent(id)}/password-reset`, {});
    return json;
  },

  /** Starts TOTP enrolment: a new secret, its otpauth URI and a QR code of it. */
  async startTwoFactor(): Promise<TwoFactorEnrolment> {
    const { json } = await postJson('/auth/2fa/setup', {});
    return json;
  },

  async enableTwoFactor(code: string): Promise<Profile> {
    const { json } = await postJson('/auth/2fa/enable', { code });
    return json;
  },

  async disableTwoFactor(code: string): Promise<Profile> {
    const { json } = await postJson('/auth/2fa/disable', { code });
    return json;
  },

  /**
   * GET {endpoint}/download-csv with the list's search, filters and sort, streamed into `destination`:
   * closed when the whole file has arrived, aborted if the request fails (a file being written is then
   * dropped, not left half-written). `onProgress` gets the share of rows received so far (0–1), from
   * the X-Total-Rows header.
   */
  async downloadCsv(
    resource: string,
    params: Pick<GetListParams, 'filter' | 'sort'>,
    destination: WritableStream<Uint8Array>,
    onProgress: (share: number) => void = () => {},
  ): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${API_URL}${declared(resource).endpoint}/download-csv?${listQuery(params)}`, { headers: apiHeaders({}) });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => ({}));
        throw new HttpError(typeof body.message === 'string' ? body.message : '', response.status, body);
      }
    } catch (error) {
      await destination.abort(error);
      throw error;
    }
    const total = Number(response.headers.get('X-Total-Rows')) || 0;
    let lines = 0;
    const countingRows = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
        // The first line is the header; a quoted value with a line break may count twice, hence the cap.
        if (total) onProgress(Math.min(1, Math.max(0, lines - 1) / total));
        controller.enqueue(chunk);
      },
    });
    await response.body.pipeThrough(countingRows).pipeTo(destination);
    onProgress(1);
  },

  /** An administrator's deliberate reveal of one record's personal number (recorded by the server). */
  async revealPersonal(resource: string, id: string, field: string): Promise<string | null> {
    const { json } = await postJson(`${declared(resource).endpoint}/${encodeURIComponent(id)}/reveal`, { field });
    return json.value;
  },

  /**
   * POST pdf-extraction/extract-fields-queue with the PDF and the four commissions. XMLHttpRequest
   * rather than fetch, for the upload progress (`onProgress` gets 0–1).
   */
  uploadPolicyPdf(file: File, commissions: Record<string, string | number>, onProgress: (share: number) => void = () => {}) {
    const form = new FormData();
    form.append('pdf', file, file.name);
    for (const [name, value] of Object.entries(commissions)) form.append(name, String(value));
    return postFormWithProgress<{ message?: string }>('/pdf-extraction/extract-fields-queue', form, onProgress);
  },

  /** The stored PDF of an extraction, for the review dialog's viewer and the download link. */
  extractionPdf: (id: string) => storedPdf(`/pdf-extraction/outputs/${encodeURIComponent(id)}/pdf`),

  configurationSamplePdf: (id: string) => storedPdf(`/policy-configurations/${encodeURIComponent(id)}/pdf`),

  ...configurationSetup,

  ...imports,

  ...reconciliation,

  ...payouts,

  /** Creates the reviewed policy (the spec's camelCase payload) and marks the extraction converted. */
  async convertExtraction(extractionId: string, payload: Record<string, unknown>, meta?: WriteMeta) {
    const body = JSON.stringify({ ...payload, extractionId });
    const { json } = await httpClient('/motor-policy', { method: 'POST', body, headers: writeHeaders(body, meta) });
    return toRaRecord(json);
  },

  /** POST pdf-extraction/create-policies: a policy from every read document that needs no review; the refused are marked for review. */
  async createPoliciesFromExtractions(): Promise<{ created: number; refused: ({ id: string; fileName: string } & Refusal)[]; stoppedEarly: boolean }> {
    const { json } = await postJson('/pdf-extraction/create-policies', {});
    return json;
  },

  /** POST /audit-log/{id}/restore: a recorded change put back, where its fields were not changed since. */
  async restoreChange(id: string): Promise<Restored> {
    const { json } = await postJson(`/audit-log/${encodeURIComponent(id)}/restore`, {});
    return json;
  },

  /** One record's audit trail, newest first (GET /audit-log/{resource}/{id}). */
  async recordHistory(resource: string, id: string): Promise<(AuditEntry & { id: string })[]> {
    const { json } = await httpClient(`/audit-log/${encodeURIComponent(resource)}/${encodeURIComponent(id)}?page=1&limit=100`);
    return (json as ListResponse).data.map((entry) => toRaRecord<AuditEntry & { id: string }>(entry));
  },

  /** GET /dashboard/overview for a period of policy start dates (open ends allowed). */
  async dashboardOverview(range: { from?: string; to?: string }): Promise<DashboardOverview> {
    const { json } = await httpClient(overviewPath(range));
    return json as DashboardOverview;
  },

  /** GET /dashboard/renewals: policies ending this month and the renewal rate of the last twelve months. */
  async dashboardRenewals(): Promise<DashboardRenewals> {
    const { json } = await httpClient(RENEWALS_PATH);
    return json as DashboardRenewals;
  },

  /** GET {endpoint}/suggestions/{field}: values records hold, most common first (`scope`: the field it is suggested within). */
  async suggestions(resource: string, field: string, scope: Record<string, string> = {}): Promise<string[]> {
    const { json } = await httpClient(`${declared(resource).endpoint}/suggestions/${encodeURIComponent(field)}?${new URLSearchParams(scope)}`);
    return json as string[];
  },

  /** GET /notifications: the signed-in account's latest notifications (the bell) and how many are unread. */
  async notifications(): Promise<{ data: PanelNotification[]; unread: number }> {
    const { json } = await httpClient('/notifications');
    return { data: (json.data as (Omit<PanelNotification, 'id'> & { _id: string })[]).map((entry) => toRaRecord<PanelNotification>(entry)), unread: json.unread };
  },

  /** POST /notifications/read: the given notifications, or all of them, marked read. */
  async markNotificationsRead(ids?: string[]): Promise<{ unread: number }> {
    const { json } = await postJson('/notifications/read', ids ? { ids } : {});
    return json;
  },

  /** GET /role: the user kinds of the Create User and List Users screens. */
  async getRoles(): Promise<{ id: string; roleName: string }[]> {
    const { json } = await httpClient('/role');
    return (json as { _id: string; roleName: string }[]).map((role) => toRaRecord<{ id: string; roleName: string }>(role));
  },
} satisfies DataProvider);

export type AppDataProvider = typeof dataProvider;

export interface PanelNotification {
  id: string;
  kind: 'renewalsDue';
  params: RenewalsDueParams;
  createdAt: string;
  readAt: string | null;
}
