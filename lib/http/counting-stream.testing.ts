/**
 * For tests: a request body of `chunks` chunks of `chunkBytes` bytes, sent without a declared
 * length (as a chunked upload is), that counts how many chunks were pulled and sees a cancel.
 * It pulls only on demand, so `pulled` is what the code under test read.
 */
export function countingStream(chunks: number, chunkBytes: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled === chunks) return controller.close();
        seen.pulled++;
        controller.enqueue(new Uint8Array(chunkBytes));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}
