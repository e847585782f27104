// A mid-range phone's Chrome: what a visitor from a search result sends. Shared by the benches
// that fetch a page as such a visitor.
export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
