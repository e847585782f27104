/**
 * Where uploaded images live. The backend only ever puts a finished file under a key and asks
 * for its public URL, so a real deployment can swap the folder for object storage (S3, R2,
 * MinIO…): put() uploads, url() returns the bucket's or CDN's address, and read() may answer
 * null because the media route is then not used.
 */
export interface MediaStorage {
  /** Stores `bytes` under `key` (a flat file name, see MEDIA_KEY); replaces nothing in practice since keys are random. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** The stored bytes, for the backend's own media route; null when missing. */
  read(key: string): Promise<Uint8Array | null>;
  /** Deletes the file under `key`; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** The key of a URL this storage gave (url()), or null for any other address. */
  keyOf(url: string): string | null;
}

/** Keys are 32 random hex digits plus the extension: nothing a client names, nothing to traverse. */
export const MEDIA_KEY = /^[0-9a-f]{32}\.webp$/;

/** The backend's own route for stored files (backend/routes/account/media.ts). */
export const MEDIA_PATH = '/api/v1/media/uploads/';

export function newMediaKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Buffer.from(bytes).toString('hex')}.webp`;
}
