/**
 * A plan description as the list card must show it (spec 000 §2: markup and line breaks removed):
 * block elements and <br> separate words, every tag goes, entities are decoded, whitespace collapses.
 * Written independently of the page's own implementation, from the spec's wording.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function plainText(markup: string): string {
  return markup
    .replace(/<\s*(br|\/?(p|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article|hr))\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
