// Apart from the forms' constants (./constants.ts): the shell's Enquiry button needs only this key, and
// that module reads the contract's form rules, which belong in the forms' chunks, not in every page's entry.

/** The popup's "closed for this visit" mark lives in sessionStorage under this key. */
export const ENQUIRY_POPUP_DISMISSED_KEY = 'sajilo.enquiryPopupDismissed';
