// docs/customer.md §2.8 Forms: /contact-us.
export { ContactPage as Component } from '../forms/contact-page.js';
