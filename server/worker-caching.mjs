/**
 * The service worker (/serwist/…) is a prerendered route, so Next sends it with a year's
 * s-maxage. Browsers revalidate a worker on every update check, but a CDN or proxy in front that
 * honours s-maxage would serve the old worker for a year and no installed app would update: every
 * cache must ask again.
 */
export function keepWorkerFresh(req, res) {
  if (!(req.url ?? '').startsWith('/serwist/')) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadNoCache(status, ...args) {
    const fresh = args.map((a) =>
      a && typeof a === 'object' && !Array.isArray(a) ? Object.fromEntries(Object.entries(a).filter(([name]) => name.toLowerCase() !== 'cache-control')) : a,
    );
    res.setHeader('cache-control', 'no-cache');
    return writeHead.call(res, status, ...fresh);
  };
}
