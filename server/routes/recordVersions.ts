/** Optimistic locking of records: a record's version is its updatedAt, sent as its ETag and named by If-Match. */
import type { FastifyRequest } from 'fastify';
import { isIsoDay } from '../../resources/core/fields';
import type { ApiRecord } from '../db/storageMapping';
import { badRequest } from '../httpErrors';

/** Times an edit without If-Match is merged again onto a record others keep changing. */
export const MAX_EDIT_ATTEMPTS = 5;

/** A record's version for If-Match: its updatedAt, quoted as an entity tag. */
export const etagOf = (record: ApiRecord) => `"${String(record.updatedAt)}"`;

/** The record version (its updatedAt) an If-Match header names, quoted or not. */
export function versionOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || !header.trim() || header.trim() === '*') return undefined;
  const version = header.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  if (!isIsoDay(version.slice(0, 10)) || Number.isNaN(Date.parse(version))) throw badRequest('ifMatchVersion');
  return new Date(version).toISOString();
}
