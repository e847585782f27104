// Stopping the server for a deploy or a restart: no new connections, requests in flight finish.

/**
 * Prepares `server` for a graceful stop; call it before the server answers anything. close()
 * alone waits for every keep-alive connection, and a browser or proxy keeps its own open and
 * sends more on it. So once `drain` begins, every answer not yet under way says
 * `Connection: close` (Node then closes its connection after it), and connections with nothing
 * in flight are closed as they go idle.
 * @param {import('node:http').Server} server
 */
export function gracefulStop(server) {
  /** Answers in flight whose head may still be written. */
  const answering = new Set();
  let stopping = false;
  // Before the server's own handler, which may write the head at once.
  server.prependListener('request', (_req, res) => {
    if (stopping) return void res.setHeader('connection', 'close');
    answering.add(res);
    res.on('close', () => answering.delete(res));
  });
  return {
    /**
     * Closes the server: 'drained' once every connection is closed, 'timed out' after `drainMs`
     * with some still open.
     * @param {number} drainMs
     * @returns {Promise<'drained' | 'timed out'>}
     */
    drain(drainMs) {
      stopping = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
      answering.clear();
      return new Promise((resolve) => {
        // An answer already under way keeps its connection: closed once it goes idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const deadline = setTimeout(() => finish('timed out'), drainMs);
        function finish(outcome) {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve(outcome);
        }
        server.close(() => finish('drained'));
        server.closeIdleConnections();
      });
    },
  };
}
