/**
 * Which page numbers a listing's pagination links to (issue 28), pure: the first and last
 * pages, and those around the current one, with a gap (null) where pages are skipped, so
 * the row stays short whatever the catalogue's size.
 */
export function pageLinks(current: number, pageCount: number, around = 1): Array<number | null> {
  const wanted = new Set([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pageCount) wanted.add(page);
  const pages = [...wanted].sort((a, b) => a - b);
  const links: Array<number | null> = [];
  for (const page of pages) {
    const previous = links.at(-1);
    // A gap of one page is shown as that page: "…" would take as much room.
    if (typeof previous === 'number' && page - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) links.push(null);
    links.push(page);
  }
  return links;
}
