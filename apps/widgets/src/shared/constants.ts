// Timing and layout constants of the widgets, in one place (DESIGN.md: all timing constants in one module).

/** seed 001 §9: the popup shows on large screens only (hidden below 1224px). */
export const LARGE_SCREEN = '(min-width: 1224px)';

/** sessionStorage key set when the visitor closes the popup or sends it: it does not open by itself again. */
export const DISMISSED_KEY = 'sajilo-enquiry-dismissed';

/** The server's upload limit (openapi: Upload, "a file of at most 5 MB"). */
export const FILE_LIMIT = 5 * 1024 * 1024;

/** The content types the server accepts for the warranty and billing cards (openapi: SupportTicketInput). */
export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The attributes of every email field: the browser checks what the server will (openapi: Email). */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', maxLength: 254 } as const;

/** The attributes of every phone field: digits, spaces, dashes and a leading + (openapi: Phone). */
export const PHONE_INPUT = {
  type: 'tel',
  autoComplete: 'tel',
  pattern: '\\+?[0-9][0-9 \\-]{5,18}[0-9]',
  maxLength: 20,
} as const;
