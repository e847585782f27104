import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MEDIA_KEY, MEDIA_PATH, type MediaStorage } from './media';

export const DEFAULT_UPLOAD_DIR = '.data/uploads';

/**
 * Files in a folder on this machine (UPLOAD_DIR): they survive restarts, and the backend serves
 * them itself at MEDIA_PATH. Several servers need a shared folder or object storage instead.
 */
export function folderStorage(dir: string = DEFAULT_UPLOAD_DIR): MediaStorage {
  // turbopackIgnore: a runtime folder, not project files for the build to trace into the output.
  const root = resolve(/*turbopackIgnore: true*/ dir);
  const pathOf = (key: string) => {
    // Keys are generated (newMediaKey); the check keeps any other string off the file system.
    if (!MEDIA_KEY.test(key)) throw new Error(`bad media key: ${key}`);
    return join(/*turbopackIgnore: true*/ root, key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(root, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    url: (key) => `${MEDIA_PATH}${key}`,
    keyOf(url) {
      const key = url.startsWith(MEDIA_PATH) ? url.slice(MEDIA_PATH.length) : '';
      return MEDIA_KEY.test(key) ? key : null;
    },
    async remove(key) {
      await rm(/*turbopackIgnore: true*/ pathOf(key), { force: true });
    },
    async read(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        return await readFile(/*turbopackIgnore: true*/ pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
