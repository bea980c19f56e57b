import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Kinds of stored files; each is a folder under `<dataDir>/files`. */
export type FileCategory = 'images' | 'policies';

const SAFE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/**
 * Uploaded files on disk under `<dataDir>/files/<category>/`, named by a random UUID (never by the
 * uploader's file name). Writes are atomic: a temporary file is written and flushed, then renamed
 * into place, so a crash never leaves half a file under a real name.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  async save(category: FileCategory, contents: Buffer, extension: string): Promise<string> {
    const dir = path.join(this.root, category);
    await fs.mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    const temporary = path.join(dir, `.${name}.tmp`);
    const handle = await fs.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(contents);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, path.join(dir, name));
    return name;
  }

  /** Absolute path of a stored file, or null for a name that is not one of ours. */
  resolve(category: FileCategory, name: string): string | null {
    return SAFE_NAME.test(name) ? path.join(this.root, category, name) : null;
  }

  async remove(category: FileCategory, name: string): Promise<void> {
    const file = this.resolve(category, name);
    if (file) await fs.rm(file, { force: true });
  }
}
