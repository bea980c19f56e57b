import compress from '@fastify/compress';
import { API_COMPRESSION } from './encodedAnswers';
import type { FastifyPluginAsync } from 'fastify';
import { declarations } from '../../resources/registry';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import type { Config } from '../config';
import { accountHooks } from '../hooks/accounts';
import { extractionOutputHooks, policyConversionHooks } from '../hooks/extractions';
import { withRenewals } from '../hooks/renewals';
import { commissionLineHooks } from '../hooks/commissionLines';
import { reconciliationRoutes } from './reconciliation';
import { payoutRoutes } from './payouts';
import { authPlugin } from '../plugins/auth';
import { filesPlugin } from '../plugins/files';
import { authRoutes } from './auth';
import { passwordRoutes } from './passwords';
import { exportedDeclarations } from '../export/keptCsvLines';
import { csvExportRoutes } from './csvExport';
import { importJobs, importRoutes } from './imports';
import type { ResourceHooks } from './resourceHooks';
import { resourceRoutes } from './resources';
import { motorPolicyRoutes } from './motorPolicies';
import { extractionRoutes } from './extractions';
import { extractionConversionRoutes } from './extractionConversions';
import { roleRoutes } from './roles';
import { dashboardRoutes } from './dashboard';
import { auditLogRoutes } from './auditLog';
import { notificationRoutes } from './notifications';
import { policyConfigurationRoutes } from './policyConfigurations';
import { policyConfigurationHooks } from '../hooks/policyConfigurations';
import { ExtractionSandbox } from '../jobs/extractionSandbox';

export const API_PREFIX = '/api';


/** Everything under /api: every route needs a token unless it says it is public. */
export const apiRoutes =
  (config: Config, signingSecret: string, onExtractionQueued: () => void, all: readonly ResourceDeclaration[]): FastifyPluginAsync =>
  async (api) => {
    // JSON answers compressed for clients that accept it: a page of 50 policies is 85 kB as text,
    // about 17 kB compressed, which a phone on a slow network feels (BENCHMARKS.md,
    // Lighthouse). The panel's files are compressed once by the build instead (app.ts).
    await api.register(compress, { ...API_COMPRESSION, encodings: [...API_COMPRESSION.encodings] });
    await api.register(authPlugin, { secret: signingSecret, tokenTtl: config.tokenTtl });
    await api.register(filesPlugin, { root: `${config.dataDir}/files`, urlPrefix: API_PREFIX });
    await api.register(authRoutes({ loginRateLimitPerMinute: config.loginRateLimitPerMinute }));
    await api.register(passwordRoutes({ loginRateLimitPerMinute: config.loginRateLimitPerMinute }));
    await api.register(roleRoutes);
    await api.register(motorPolicyRoutes);
    await api.register(dashboardRoutes);
    await api.register(auditLogRoutes(all));
    await api.register(notificationRoutes);
    // Configuration samples and reviewed extractions are read in a sandbox of their own, uploaded
    // photos decoded in another (so an upload never waits behind a sample), with the extraction limits.
    const sandbox = () => new ExtractionSandbox({ timeoutMs: config.extraction.timeoutMs, memoryMb: config.extraction.memoryMb });
    const [learning, photos] = [sandbox(), sandbox()];
    api.addHook('onClose', () => Promise.all([learning.close(), photos.close()]));
    await api.register(extractionRoutes({ onQueued: onExtractionQueued, sandbox: photos, all }));
    await api.register(extractionConversionRoutes);
    await api.register(policyConfigurationRoutes({ sandbox: learning }));
    for (const declaration of exportedDeclarations(all)) await api.register(csvExportRoutes(declaration));
    /** Resources whose writes need more than their declaration's rules. */
    const hooks: Partial<Record<keyof typeof declarations, ResourceHooks>> = {
      accounts: accountHooks,
      motorPolicies: withRenewals(policyConversionHooks(learning)),
      extractionOutputs: extractionOutputHooks,
      policyConfigurations: policyConfigurationHooks(learning),
      commissionLines: commissionLineHooks,
    };
    await api.register(importJobs);
    for (const declaration of all.filter((declared) => declared.importKey)) {
      const prepareBatch = hooks[declaration.name as keyof typeof declarations]?.prepareImportBatch;
      await api.register(importRoutes(declaration, all, { directory: `${config.dataDir}/imports`, stalledAfterMs: config.importStalledMs, prepareBatch }));
    }
    await api.register(reconciliationRoutes);
    await api.register(payoutRoutes);
    for (const declaration of all) {
      await api.register(resourceRoutes(declaration, hooks[declaration.name as keyof typeof declarations], all));
    }
    api.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
  };
