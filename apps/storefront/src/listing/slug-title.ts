/**
 * A title to show from a slug while the record loads (`bath-ware` → `Bath Ware`), so the page band has its
 * height and words before the answer comes and nothing jumps when it does.
 */
export function slugTitle(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
