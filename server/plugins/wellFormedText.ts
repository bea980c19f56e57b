/**
 * JSON may carry a lone UTF-16 surrogate ("\ud800"), which is no character: the databases would
 * store something else in its place without a word. A request holding one anywhere in its body
 * (keys included) is refused before a route sees it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../httpErrors';

/** In a /u pattern a surrogate pair is one code point, so only lone surrogates match. */
const LONE_SURROGATE = /\p{Cs}/u;

export function holdsLoneSurrogate(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsLoneSurrogate(request.body)) throw badRequest('loneSurrogate');
  });
});
