/**
 * Secure headers on every answer (the UI and the API): no sniffing, no framing by other sites, a
 * Content-Security-Policy that runs only our own scripts. Emotion (MUI) injects <style> tags, so
 * inline styles are allowed; the review pane draws the policy PDF with pdf.js (its worker is one of our scripts).
 *
 * Helmet's middleware is built once here. @fastify/helmet built it again for every request (its
 * options checked, the policy written out), about a tenth of a millisecond of every API call in a
 * CPU profile of list requests (BENCHMARKS.md, the list page's server time).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const setSecureHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  // Nothing here needs cross-origin isolation, and it would stop the blob: downloads of the PDFs and CSVs.
  crossOriginEmbedderPolicy: false,
});

export const secureHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // Helmet sets its headers on the response and calls back at once; it throws rather than passing errors on.
    app.addHook('onRequest', (request, reply, done) => setSecureHeaders(request.raw, reply.raw, () => done()));
  },
  { name: 'secure-headers' },
);
