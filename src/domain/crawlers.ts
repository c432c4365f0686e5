/**
 * Crawlers get a bare status for unknown pages instead of a rendered error page (spec section 2,
 * Error page). The list covers the search engines, SEO tools and link previewers seen in lab-site logs.
 */
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|applebot|yandex|baiduspider|duckduckgo|semrush|ahrefs|mj12bot|petalbot|bytespider|headlesschrome\/.*lighthouse|google-inspectiontool/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
