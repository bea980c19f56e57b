import type { TestProject } from 'vitest/node';
import { postgresAvailable, startThrowawayPostgres } from './throwawayPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for the API tests, or '' when there is none. */
    postgresUrl: string;
  }
}

/**
 * The API tests run against SQLite always and against PostgreSQL whenever one is reachable:
 * TEST_DATABASE_URL if given, else a throwaway cluster when the binaries exist. CI sets
 * REQUIRE_POSTGRES=1 so that a missing PostgreSQL fails the run instead of skipping.
 */
export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  if (!postgresAvailable()) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries were found');
    console.warn('PostgreSQL binaries not found: the API tests run on SQLite only.');
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = startThrowawayPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
