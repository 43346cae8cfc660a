// Timing and layout constants of the widgets, in one place (docs/design.md: all timing constants in one
// module).

/** docs/customer.md §9: the popup shows on large screens only (hidden below 1224px). */
export const LARGE_SCREEN = '(min-width: 1224px)';

/** sessionStorage key set when the visitor closes the popup or sends it: it does not open by itself again. */
export const DISMISSED_KEY = 'sajilo-enquiry-dismissed';
