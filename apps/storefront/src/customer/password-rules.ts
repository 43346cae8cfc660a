// The server's password rule (openapi/storefront.yaml RegisterInput): 12 to 128 characters, never
// truncated, no composition rules, common passwords refused. Said up front so nobody types twice, in the
// page's language: a catalogue message, shown with `i18n._(PASSWORD_HINT)`.
import { msg } from '@lingui/core/macro';

export const PASSWORD_HINT = msg`12 to 128 characters. A few words you can remember work well.`;
