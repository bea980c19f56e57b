/**
 * GET {endpoint}/suggestions/{field}: the values of a text field declared `suggested` that records
 * hold, most common first (server/db/keptSuggestions.ts), for the form's input to offer. A field
 * suggested `within` another is asked with that field's value: `/motor-policy/suggestions/model?make=Hyundai`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { suggestedFields, suggestionsOf } from '../db/keptSuggestions';
import { badRequest, notFound } from '../httpErrors';
import { accessTo } from './routeAccess';

const scopeValue = z.string().max(200).optional();

export function suggestionRoutes(app: FastifyInstance, declaration: ResourceDeclaration) {
  const fields = new Map(suggestedFields(declaration).map(({ name, within }) => [name, within]));
  if (!fields.size) return;
  app.get<{ Params: { field: string }; Querystring: Record<string, unknown> }>(
    `${declaration.endpoint}/suggestions/:field`,
    { ...accessTo(declaration, 'list'), schema: { response: { 200: { type: 'array', items: { type: 'string' } } } } },
    async (request) => {
      const { field } = request.params;
      if (!fields.has(field)) throw notFound('noSuggestions', { record: declaration.label.one, field });
      const within = fields.get(field);
      const scope = scopeValue.safeParse(within ? request.query[within] : undefined);
      if (!scope.success) throw badRequest('tooLong', { name: String(within) });
      if (within && !scope.data) return [];
      return suggestionsOf(app.db, declaration, field, scope.data);
    },
  );
}
