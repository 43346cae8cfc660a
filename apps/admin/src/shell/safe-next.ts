/**
 * Where to go after the login: a path of this app only. `next` comes from the address bar, and must never
 * lead to another site (`//evil.example`, `https://…`, `/\evil.example`).
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
