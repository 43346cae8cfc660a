/**
 * A job is open until the end of its deadline day (the server's rule: it takes no application after it),
 * the day counted in UTC as the database does, so the page server and the browser agree.
 */
export function isOpen(deadline: string, now = new Date()): boolean {
  return deadline >= now.toISOString().slice(0, 10);
}
