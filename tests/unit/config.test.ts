/** Settings read from the environment (server/config.ts). */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';

describe('configuration', () => {
  it('reads the list budget and read threads, with their defaults', () => {
    expect(configFromEnv({}).lists).toEqual({ budgetMs: 10_000, threads: 2 });
    expect(configFromEnv({ LIST_BUDGET_MS: '2500', LIST_READ_THREADS: '0' }).lists).toEqual({ budgetMs: 2500, threads: 0 });
  });

  it('refuses to start with a list setting that is not a whole number in range, naming it', () => {
    expect(() => configFromEnv({ LIST_BUDGET_MS: '0' })).toThrow('LIST_BUDGET_MS must be a whole number of at least 1 (it is "0").');
    expect(() => configFromEnv({ LIST_READ_THREADS: 'two' })).toThrow('LIST_READ_THREADS must be a whole number of at least 0 (it is "two").');
    expect(() => configFromEnv({ LIST_READ_THREADS: '-1' })).toThrow('LIST_READ_THREADS');
  });
});
