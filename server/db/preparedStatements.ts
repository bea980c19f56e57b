/**
 * PostgreSQL connections that keep the queries the server repeats as prepared statements. Kysely
 * sends every query unnamed, so PostgreSQL parses and analyses it afresh each time: for a page of
 * policies (sixty columns written as JSON) that is about 0.9 ms of the database's CPU per request
 * (timed by hand with node-postgres on the benchmark's million policies: 2.6 → 1.7 ms a page query).
 *
 * A query text is prepared once it is seen a second time, and at most MAX_PREPARED texts are, so
 * one-off shapes (a bulk action's `in ($1, … $n)`) do not fill each connection's memory. Each
 * connection still plans every execution for its own values (`plan_cache_mode` in
 * `PREPARED_CONNECTION_SETTING`): a generic plan, which PostgreSQL otherwise adopts after five runs,
 * cannot know that one search term matches a handful of policies and another thirty thousand.
 */
import pg from 'pg';

const MAX_PREPARED = 100;
const MAX_TRACKED = 2_000;

/** Names of the texts prepared so far, shared by a pool's connections (each prepares on first use). */
function statementNames() {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= MAX_PREPARED) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_TRACKED) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const prepared = `kept_${names.size + 1}`;
    names.set(text, prepared);
    return prepared;
  };
}

/** Run first on every connection of a pool of `preparingClient`s (queued before any other query). */
export const PREPARED_CONNECTION_SETTING = 'set plan_cache_mode = force_custom_plan';

/** A pg Client class whose (text, values) queries run as named prepared statements once repeated. */
export function preparingClient(): typeof pg.Client {
  const nameOf = statementNames();
  return class PreparingClient extends pg.Client {
    // pg's overloads: only the form Kysely uses, a text with its values, is prepared.
    query(config: unknown, values?: unknown, callback?: unknown): any {
      const name = typeof config === 'string' && Array.isArray(values) ? nameOf(config) : undefined;
      const query = super.query as (...args: unknown[]) => unknown;
      return name ? query.call(this, { name, text: config, values }, callback) : query.call(this, config, values, callback);
    }
  } as typeof pg.Client;
}
