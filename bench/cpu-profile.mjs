// Preloaded into the bench's server processes (NODE_OPTIONS=--import, which --cpu-prof may not
// be given through): profiles the production server (server/server.mjs) from the SIGUSR2 the
// bench sends once the server is up and seeded (so start-up is not in it) and writes a
// .cpuprofile (Chrome DevTools' format) into BENCH_CPU_PROF when it exits. The launchers it
// passes through are left alone.
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
if (dir && process.argv[1]?.endsWith('server/server.mjs')) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  process.once('SIGUSR2', () => session.post('Profiler.start'));
  // An inspector session of the same thread answers synchronously, so this works in 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
