// Fills the server's image cache for a page's pictures before Lighthouse loads it. Next's image
// optimizer encodes each size on its first request (AVIF: up to 2 s a picture on this machine)
// and keeps the result on disk; Lighthouse's simulation would otherwise count that one-time
// encode as the server's response time of the largest picture. The page cache and Next's data
// cache are warmed the same way (bench/pages.mjs): the bench measures the first visit of a
// browser, not the first request a server ever answers.
const IMAGE_URL = /\/_next\/image\?[^"'\s,]+/g;
// The widths a phone asks for (Lighthouse's mobile screen: 412 px at 1.75×).
const MIN_WIDTH = 256;
const MAX_WIDTH = 828;
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** The optimizer URLs in the page's HTML whose width a phone could pick. */
export function phoneImageUrls(html) {
  const urls = new Set();
  for (const [match] of html.replace(/&amp;/g, '&').matchAll(IMAGE_URL)) {
    const width = Number(new URLSearchParams(match.split('?')[1]).get('w'));
    if (width >= MIN_WIDTH && width <= MAX_WIDTH) urls.add(match);
  }
  return [...urls];
}

/** Requests every phone-sized picture of the page once; returns how many. */
export async function warmImages(pageUrl, headers = {}) {
  const html = await (await fetch(pageUrl, { headers })).text();
  const urls = phoneImageUrls(html);
  for (const path of urls) {
    const res = await fetch(new URL(path, pageUrl), { headers: { accept: ACCEPT } });
    await res.arrayBuffer();
  }
  return urls.length;
}
