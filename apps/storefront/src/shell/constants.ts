// The shell's constants (docs/customer.md §9), in one place so the header, tests and styles agree.

/**
 * docs/customer.md §9: small-screen and large-screen breakpoints (px); the bottom bar shows below the large
 * one.
 */
export const BREAKPOINT_SMALL = 600;
export const BREAKPOINT_LARGE = 1224;
