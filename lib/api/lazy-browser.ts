/**
 * The browser's API clients (ky and the typed clients), loaded with the first call instead of
 * with the page: hooks on a first visitor's page (buy buttons, stories, the product's customer
 * view) call nothing until there is something to ask, so their pages do not carry the client
 * in first-load JavaScript.
 */
export function browserClients() {
  return import('./browser');
}
