import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { loadSigningSecret } from './auth/signingSecret';
import type { Config } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import type { DB } from './db/schema';
import type { ResourceDeclaration } from '../resources/core/defineResource';
import { declarations } from '../resources/registry';
import { encryptPlainPersonalData } from './security/encryptPlainPersonalData';
import { badRequest, notFound } from './httpErrors';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { secureHeadersPlugin } from './plugins/secureHeaders';
import { wellFormedTextPlugin } from './plugins/wellFormedText';
import { type ExtractionWorker, startExtractionWorker } from './jobs/extractionWorker';
import { startReminders } from './reminders/reminderScheduler';
import { API_PREFIX, apiRoutes } from './routes/index';
import { loadPersonalDataKey, type PersonalDataCipher, personalDataCipher } from './security/personalDataCipher';
import { keepDataPrivate } from './security/privateDataDir';
import { createPages, sendPage } from './ui/pageHtml';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts and decrypts personal data at rest (Aadhaar, bank account numbers). */
    personalData: PersonalDataCipher;
  }
}

/** A number of hops as proxy-addr's trust function: the socket's peer is hop 0. */
function trustProxyOption(trusted: Config['trustProxy']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/** The API and the built panel on one port. */
/** `declarations`: resources besides the registry's (a test's own declaration). */
export async function buildApp(
  config: Config,
  options: { db?: DB; logger?: boolean; declarations?: readonly ResourceDeclaration[] } = {},
): Promise<FastifyInstance> {
  const allDeclarations = [...Object.values(declarations), ...(options.declarations ?? [])];
  keepDataPrivate(config.dataDir);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });

  await app.register(errorsPlugin);
  await app.register(secureHeadersPlugin);
  await app.register(wellFormedTextPlugin);
  // No address or query may carry control characters (a %00 in an id would reach SQL as NUL,
  // which PostgreSQL refuses): refused before any route sees them.
  app.addHook('onRequest', async (request) => {
    let address = request.raw.url ?? '';
    try {
      address = decodeURIComponent(address);
    } catch {
      throw badRequest('addressInvalid');
    }
    if (/[\u0000-\u001f\u007f]/.test(address)) throw badRequest('addressCharacters');
  });
  // Brought up to date before the plugin that hands it out: after an upgrade at a million policies,
  // a migration or rewriting the kept CSV lines (keptCsvLines.ts) takes longer than the time
  // Fastify gives a plugin to start (10 s), and the server would not start at all.
  const db = options.db ?? createDatabase(config);
  const started = performance.now();
  const { rewrittenCsvLines, sharedValues } = await migrateToLatest(db, allDeclarations);
  for (const { resource, field, value, count } of sharedValues) {
    app.log.warn(`${count} ${resource} share the ${field} ${value}: correct all but one, and the ${field} becomes unique at the next start`);
  }
  if (rewrittenCsvLines.length) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    app.log.info(`CSV lines of ${rewrittenCsvLines.join(', ')} rewritten for this version (database brought up to date in ${seconds} s)`);
  }
  await app.register(databasePlugin, { db, lists: config.lists });
  app.decorate('personalData', personalDataCipher(loadPersonalDataKey(config.dataDir, config.personalDataKey)));
  const encrypted = await encryptPlainPersonalData(db, app.personalData);
  if (encrypted) app.log.info(`${encrypted} personal number(s) saved before they were personal data encrypted`);
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fieldSize: 64 * 1024 } });
  await app.register(rateLimit, { global: false });
  const workers: ExtractionWorker[] = [];
  const wakeWorkers = () => workers.forEach((worker) => worker.wake());
  await app.register(apiRoutes(config, loadSigningSecret(config.dataDir, config.jwtSecret), wakeWorkers, allDeclarations), { prefix: API_PREFIX });
  await app.after();
  for (let count = 0; count < config.extraction.workers; count += 1) {
    workers.push(startExtractionWorker({ db: app.db, filesRoot: `${config.dataDir}/files`, config: config.extraction, log: app.log }));
  }
  const reminders = startReminders({ db: app.db, config: config.reminders, log: app.log });
  // Before the database closes (onClose): a worker finishes or gives back its job first.
  app.addHook('preClose', async () => {
    await Promise.all([...workers.map((worker) => worker.stop()), reminders.stop()]);
  });

  const indexHtml = config.uiDir ? path.join(config.uiDir, 'index.html') : null;
  const hasUi = indexHtml !== null && fs.existsSync(indexHtml);
  if (hasUi) {
    await app.register(fastifyStatic, {
      root: config.uiDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/compressBuild.ts); browsers get the smallest they accept.
      preCompressed: true,
      setHeaders(reply: FastifyReply, filePath: string) {
        // Vite names these files by their content, so a browser may keep them for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const pageFor = hasUi ? createPages(config.uiDir!) : null;
  app.setNotFoundHandler((request, reply) => {
    // A built file that is not there (a page from before a new build asking for a script it replaced)
    // is missing, not a page: the browser is told so rather than sent the app as a script.
    if (request.url.startsWith(API_PREFIX) || request.url.startsWith('/assets/') || request.method !== 'GET' || !pageFor) {
      throw notFound('routeNotFound', { method: request.method, path: request.url.split('?')[0] });
    }
    // Client-side routes (/panel/..., /login, bookmarks) all load the single-page app.
    return sendPage(pageFor, request, reply);
  });

  return app;
}
