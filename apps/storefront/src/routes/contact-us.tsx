// seed 001 §2 Forms: /contact-us.
export { ContactPage as Component } from '../forms/contact-page.js';
