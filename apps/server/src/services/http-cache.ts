// Conditional requests (RFC 9110 §13): shared by the uploads' route and the operations' ETags.

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): `*`, or any tag of the list, `W/` or not. */
export function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
