import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: session tokens, reset tokens, order slugs' entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens and keys are stored only as their SHA-256 (they are random, so no salt or slow hash is needed). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An unguessable public id (16 characters of a 56-letter alphabet: about 93 bits), or of another alphabet. */
export function randomSlug(length = 16, alphabet = SLUG_ALPHABET): string {
  const bytes = randomBytes(length * 2);
  // The largest multiple of the alphabet's size a byte can reach.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    // Reject bytes past the largest multiple of the alphabet size so every letter is equally likely.
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out.length === length ? out : randomSlug(length, alphabet);
}
