/**
 * Personal data encrypted at rest (Aadhaar numbers, under UIDAI's rules): AES-256-GCM with a random
 * nonce per value, stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url). The key comes from
 * PERSONAL_DATA_KEY, or is generated into the data directory on first start; losing it loses the
 * numbers, so it belongs in the backup (README).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keptSecret } from './keptSecret';

const VERSION = 'v1';

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

export function personalDataCipher(key: Buffer): PersonalDataCipher {
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), encrypted].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(stored) {
      const [version, nonce, tag, encrypted] = stored.split('.');
      if (version !== VERSION || !nonce || !tag || encrypted === undefined) throw new Error('Not an encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
