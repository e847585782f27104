import { routeOf } from './allowlist';

/**
 * Which cached product page a successful write through the gateway changes: posting a comment
 * (product id in the path) or reporting one (which may hide it; the answer names the product).
 * The gateway revalidates `product:<id>` so the next view, and the writer's own refresh, show it.
 */
export function productChangedBy(method: string, path: string, answer: unknown): number | null {
  if (method !== 'POST') return null;
  const route = routeOf(path);
  const added = /^v1\/product\/(\d{1,9})\/add\/comment$/.exec(route);
  if (added) return Number(added[1]);
  if (!/^v1\/product\/\d{1,9}\/comments\/\d{1,9}\/report$/.test(route)) return null;
  const id = (answer as { data?: { product_id?: unknown } } | null)?.data?.product_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether the answer to this request must be read to know what it changed. */
export function mayChangeProduct(method: string, path: string): boolean {
  return method === 'POST' && /^v1\/product\/\d{1,9}\/(add\/comment|comments\/\d{1,9}\/report)$/.test(routeOf(path));
}
