/**
 * The JSON Schema of a declared resource's record as the API answers it, made from its declaration
 * and given to Fastify as the routes' response schema: Fastify serialises exactly these properties
 * (fast-json-stringify drops any other), so a column the declaration does not name — one added by
 * hand, a write-only field — never leaves the server, whatever a query or a hook put in a record.
 */
import { columnFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { Field } from '../../resources/core/fields';

type JsonSchema = Record<string, unknown>;

/** How the API dialect names a record's id: the spec's `_id`, ra-data-simple-rest's `id`. */
export type IdName = '_id' | 'id';

const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });

function fieldSchema(field: Field): JsonSchema {
  if (field.personal) return nullable('string');
  switch (field.kind) {
    case 'decimal':
      return nullable('number');
    case 'integer':
      return nullable('integer');
    case 'boolean':
      return nullable('boolean');
    case 'json':
    case 'rows':
      // Structured values the server wrote: any JSON, passed through as is.
      return {};
    default:
      return nullable('string');
  }
}

export function recordJsonSchema(declaration: ResourceDeclaration, idName: IdName): JsonSchema {
  const properties: Record<string, JsonSchema> = { [idName]: { type: 'string' } };
  for (const name of columnFields(declaration)) properties[name] = fieldSchema(declaration.fields[name]);
  properties.createdAt = nullable('string');
  properties.updatedAt = nullable('string');
  return { type: 'object', properties, required: [idName] };
}

/** Route options answering one record with `status`. */
export const answersRecord = (declaration: ResourceDeclaration, idName: IdName, status: 200 | 201 = 200) => ({
  schema: { response: { [status]: recordJsonSchema(declaration, idName) } },
});

/** Route options answering a list of records (ra-data-simple-rest's dialect answers a plain array). */
export const answersRecords = (declaration: ResourceDeclaration, idName: IdName) => ({
  schema: { response: { 200: { type: 'array', items: recordJsonSchema(declaration, idName) } } },
});
