/** A page number to link, or a gap ('…') between distant ones. */
export type PageItem = number | 'gap';

/**
 * The numbered page links: the first, the last, and two on each side of the current page; longer
 * runs in between collapse to a gap, so a long history keeps a short row of links.
 */
export function pageItems(current: number, last: number): readonly PageItem[] {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= last) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
