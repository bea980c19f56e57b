import { buildServer } from '../../scripts/buildServer';

/** Tests that run the server as its own process run it as `npm start` does: compiled, from this source. */
export default async function setup() {
  await buildServer();
}
