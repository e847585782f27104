const CRAWLER = /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|lighthouse|headlesschrome\/[\d.]+ \(compatible|googlebot|yandex|baiduspider|duckduckbot|applebot|petalbot|semrush|ahrefs|mj12bot|dotbot|bytespider|gptbot|ccbot/i;

/** Known crawlers and link-preview fetchers: they get pages, never a session. */
export function isCrawler(userAgent: string | null): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
