import { expect, it } from 'vitest';
import { loadSession, noSession, saveSession } from './session.js';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

it('keeps a session until it expires, and forgets it when it ends', () => {
  const storage = new MemoryStorage();
  const session = { token: 'abc', expiresAt: 2_000 };
  saveSession(storage, session);
  expect(loadSession(storage, 1_000)).toEqual(session);
  expect(loadSession(storage, 2_000)).toEqual(noSession);
  saveSession(storage, noSession);
  expect(storage.length).toBe(0);
});

it('reads a damaged or foreign entry as no session', () => {
  const storage = new MemoryStorage();
  for (const value of ['{', 'null', '{"token":"abc"}', '{"token":"","expiresAt":9e15}']) {
    storage.setItem('sajilo-admin-session', value);
    expect(loadSession(storage, 0), value).toEqual(noSession);
  }
  expect(loadSession(undefined)).toEqual(noSession);
});
