// Passwords: argon2id at the OWASP Password Storage Cheat Sheet parameters (m=19 MiB, t=2, p=1), and the
// OWASP ASVS 2.1 rules: 12 to 128 characters, never truncated, no composition rules, common ones refused.
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { atLeastCharacters, atMostCharacters } from '../errors.js';
import { type Text, translate } from '../i18n.js';

// algorithm 2 is Argon2id (a const enum in @node-rs/argon2, which verbatimModuleSyntax cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, checked when the email is unknown so both answers take as long.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await decoy, password);
  return false;
}

export const CONFIRMATION_MISMATCH = /*i18n*/ 'The password confirmation does not match.';

/** The messages for a new password (empty when it is acceptable), in English (the back office's). */
export const passwordProblems = (password: string, confirmation?: string, email?: string): string[] =>
  passwordMessages(password, confirmation, email).map((text) => translate('en', text));

/** The messages for a new password (empty when it is acceptable), rendered in the request's language. */
export function passwordMessages(password: string, confirmation?: string, email?: string): Text[] {
  const problems: Text[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN) problems.push(atLeastCharacters(PASSWORD_MIN));
  if (length > PASSWORD_MAX) problems.push(atMostCharacters(PASSWORD_MAX));
  const lower = password.toLowerCase();
  const emailName = email?.split('@')[0]?.toLowerCase();
  if (
    common.has(lower) ||
    (emailName && emailName.length >= 4 && lower.includes(emailName) && lower.length - emailName.length < 4)
  ) {
    problems.push(/*i18n*/ 'This password is too common or too easy to guess. Choose another one.');
  }
  if (confirmation !== undefined && confirmation !== password) {
    problems.push(CONFIRMATION_MISMATCH);
  }
  return problems;
}
