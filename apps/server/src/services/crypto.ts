import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: session tokens, reset tokens, order slugs' entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens and keys are stored only as their SHA-256 (they are random, so no salt or slow hash is needed). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An unguessable public id (16 characters of a 56-letter alphabet: about 93 bits). */
export function randomSlug(length = 16): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    // Reject bytes past the largest multiple of the alphabet size so every letter is equally likely.
    if (byte < 224) out += SLUG_ALPHABET[byte % SLUG_ALPHABET.length];
  }
  return out.length === length ? out : randomSlug(length);
}
