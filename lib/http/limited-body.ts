import { MESSAGES } from '@/lib/errors';

/** The backend's own words for it (backend/app.ts). */
export const TOO_LARGE_MESSAGE = 'حجم درخواست بیش از حد مجاز است';

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413; msg: string };

const TOO_LARGE: BodyRead = { ok: false, status: 413, msg: TOO_LARGE_MESSAGE };

/**
 * Reads a stream to its end, counting bytes as they arrive: past `limit` it cancels the stream
 * and gives null, so a body without a declared length (chunked) never costs more than `limit`
 * of memory. Throws when the stream breaks off.
 */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (stream) {
    const reader = stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > limit) {
        // Not awaited: a source slow to stop must not hold the answer.
        reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(next.value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A request's body up to `limit` bytes, or the status and Persian message to refuse it with. */
export async function readRequestBody(request: Request, limit: number): Promise<BodyRead> {
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers.get('content-length')) > limit) return TOO_LARGE;
  try {
    const bytes = await readLimited(request.body, limit);
    return bytes ? { ok: true, bytes } : TOO_LARGE;
  } catch {
    // The client broke the body off.
    return { ok: false, status: 400, msg: MESSAGES[400] };
  }
}
