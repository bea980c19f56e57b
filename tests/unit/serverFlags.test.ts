/** The process tests and benchmarks run the server with the flags `npm run serve` gives it. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../support/serverProcess';

it('starts the server in tests as npm run serve does', () => {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.mjs`);
});
