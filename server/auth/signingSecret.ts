import { randomBytes } from 'node:crypto';
import { keptSecret } from '../security/keptSecret';

/**
 * The token signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
 * in the data directory, so restarts do not sign everybody out and no secret sits in the repository.
 */
export function loadSigningSecret(dataDir: string, configured?: string): string {
  return configured || keptSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}
