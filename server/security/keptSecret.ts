import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in the data directory (readable by its owner only): read it if it is there,
 * otherwise create it with `generate`. Several processes starting at once end up with one secret:
 * the first to write wins and the others read what it wrote.
 */
export function keptSecret(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
