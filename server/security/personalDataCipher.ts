/**
 * Personal data encrypted at rest (Aadhaar and bank account numbers): AES-256-GCM with a random
 * nonce per value, stored as `v1.<last four>.<nonce>.<tag>.<ciphertext>` (base64url parts).
 *
 * The last four characters stay readable because they are what every list, export and default
 * answer shows (`XXXX-XXXX-1234`, the masking UIDAI allows); they are authenticated with the
 * ciphertext, so they cannot be changed apart from it. The key comes from PERSONAL_DATA_KEY, or is
 * generated into the data directory on first start; losing it loses the numbers, so it belongs in
 * the backup (README).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keptSecret } from './keptSecret';

const VERSION = 'v1';
const VISIBLE = 4;

export interface PersonalDataCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function loadPersonalDataKey(dataDir: string, configured?: string): Buffer {
  const encoded = configured || keptSecret(dataDir, 'personal-data-key', () => randomBytes(32).toString('base64'));
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) throw new Error('PERSONAL_DATA_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32).');
  return key;
}

/** The readable last characters of a stored value, without decrypting it. */
export function visibleEnd(stored: string): string {
  const [version, end] = stored.split('.');
  if (version !== VERSION || end === undefined) throw new Error('Not an encrypted value');
  return end;
}

/** Where the readable end sits in a stored value, for masking inside SQL (CSV exports). */
export const VISIBLE_END_POSITION = { start: VERSION.length + 2, length: VISIBLE };

export function personalDataCipher(key: Buffer): PersonalDataCipher {
  return {
    encrypt(plain) {
      const end = plain.slice(-VISIBLE);
      if (!/^[0-9A-Za-z]*$/.test(end)) throw new Error('Only letters and digits may stay readable');
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(end));
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, end, ...[nonce, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url'))].join('.');
    },
    decrypt(stored) {
      const [version, end, nonce, tag, encrypted] = stored.split('.');
      if (version !== VERSION || end === undefined || !nonce || !tag || encrypted === undefined) {
        throw new Error('Not an encrypted value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(end));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
