import { describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulStop } from './graceful-stop.mjs';

/**
 * A server whose /slow answers after `slowMs` (/stream writes its head at once and its body then),
 * kept alive as the production server's connections are.
 */
async function serve(slowMs: number) {
  const server = http.createServer();
  const stop = gracefulStop(server);
  // Requests the handler has run for (so /stream's head is written): the tests sync on it, not on time.
  let arrived = 0;
  server.on('request', (req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow'), slowMs);
    else if (req.url === '/stream') {
      res.writeHead(200).write('str');
      setTimeout(() => res.end('eam'), slowMs);
    } else res.end('fast');
    arrived++;
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const arrivals = (n: number) => vi.waitFor(() => expect(arrived).toBe(n), { timeout: 5_000 });
  return { server, stop, arrivals, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('gracefulStop', () => {
  it('lets requests in flight finish, closing their kept-alive connections and the idle ones: drained, not timed out', async () => {
    const { stop, arrivals, port } = await serve(300);
    const agent = new http.Agent({ keepAlive: true });
    // One connection left idle, one whose answer has not begun, one whose answer is under way.
    expect(await get(port, '/fast', agent)).toMatchObject({ body: 'fast', connection: 'keep-alive' });
    const waiting = get(port, '/slow', agent);
    const streaming = get(port, '/stream', agent);
    await arrivals(3);
    const outcome = stop.drain(60_000);
    expect(await waiting).toMatchObject({ status: 200, body: 'slow', connection: 'close' });
    expect(await streaming).toMatchObject({ status: 200, body: 'stream', connection: 'keep-alive' });
    expect(await outcome).toBe('drained');
    agent.destroy();
  });

  it('gives up at the drain time when a request does not finish', async () => {
    const { server, stop, arrivals, port } = await serve(60_000);
    const agent = new http.Agent({ keepAlive: true });
    void get(port, '/slow', agent).catch(() => undefined);
    await arrivals(1);
    expect(await stop.drain(200)).toBe('timed out');
    server.closeAllConnections();
    agent.destroy();
  });
});
