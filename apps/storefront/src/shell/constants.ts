// The shell's constants (seed 001 §9), in one place so the header, tests and styles agree.

/** seed 001 §9: small-screen and large-screen breakpoints (px); the bottom bar shows below the large one. */
export const BREAKPOINT_SMALL = 600;
export const BREAKPOINT_LARGE = 1224;

/** How far ahead of the viewport a deferred section or query starts (px). */
export const NEAR_VIEWPORT_MARGIN = '300px';
