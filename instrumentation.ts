/**
 * Starts the embedded backend with the server, so the database is migrated and seeded before
 * the first request instead of during it, and hands the API gateway to the server layer
 * (lib/api/direct-gateway.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerDirectGateway } = await import('./lib/api/direct-gateway');
  registerDirectGateway();
  if (process.env.API_UPSTREAM_URL) return;
  const { startEmbeddedBackend } = await import('./backend/embedded');
  await startEmbeddedBackend();
}
