import type { GetListParams } from 'react-admin';

/** A list request's query string as the API reads it: page, limit, sort, order and the filters (`q` is `search`). */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('limit', String(pagination.perPage));
  }
  if (sort?.field && sort.field !== 'id') {
    query.set('sort', sort.field);
    query.set('order', sort.order.toLowerCase());
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key === 'q' ? 'search' : key, String(value));
  }
  return query;
}
