import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPersonalDataKey, personalDataCipher, visibleEnd } from '../../server/security/personalDataCipher';

describe('personal data at rest', () => {
  const cipher = personalDataCipher(Buffer.alloc(32, 7));

  it('round-trips a value and never stores it in the clear or twice alike', () => {
    const first = cipher.encrypt('498712345671');
    const second = cipher.encrypt('498712345671');
    expect(first).not.toContain('498712345671');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe('498712345671');
    expect(visibleEnd(first)).toBe('5671');
  });

  it('refuses a tampered value or another key', () => {
    const stored = cipher.encrypt('498712345671');
    const [version, end, nonce, tag, body] = stored.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => cipher.decrypt([version, end, nonce, tag, flipped].join('.'))).toThrow();
    // The readable last four are authenticated too: they cannot be swapped for others.
    expect(() => cipher.decrypt([version, '0000', nonce, tag, body].join('.'))).toThrow();
    expect(() => personalDataCipher(Buffer.alloc(32, 8)).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt('498712345671')).toThrow('Not an encrypted value');
  });

  it('generates a key once into the data directory, readable by its owner only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-test-'));
    try {
      const key = loadPersonalDataKey(dataDir);
      expect(key).toHaveLength(32);
      expect(loadPersonalDataKey(dataDir).equals(key)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'personal-data-key')).mode & 0o077).toBe(0);
      expect(() => loadPersonalDataKey(dataDir, 'c2hvcnQ=')).toThrow('PERSONAL_DATA_KEY must be 32 bytes');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
