// The server's password rule (openapi/storefront.yaml RegisterInput): 12 to 128 characters, never
// truncated, no composition rules, common passwords refused. Said up front so nobody types twice.
export const PASSWORD_HINT = '12 to 128 characters. A few words you can remember work well.';
