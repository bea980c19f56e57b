import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
 * (readable by the owner only) in the data directory, so restarts do not sign everybody out and
 * no secret ever sits in the repository.
 */
export function loadSigningSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then that one's secret wins.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
