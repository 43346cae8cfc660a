// What each kind of content is made of, for the list and the editor (openapi/admin.yaml's inputs). The
// server is the judge (it validates, sanitises HTML and answers field messages); these only lay out forms.
import type { AdminPermission } from '@sajilo/api/admin';

export type ContentKind =
  | 'pages'
  | 'banners'
  | 'blogs'
  | 'jobs'
  | 'faqs'
  | 'testimonials'
  | 'showrooms'
  | 'catalogues'
  | 'plugins';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'html'
  | 'date'
  | 'number'
  | 'email'
  | 'slug'
  | 'checkbox'
  | 'select'
  | 'image'
  | 'pdf';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /**
   * Written in Nepali too: the record has `<name>_ne`, edited beside it (docs/nepal.md "Content in Nepali").
   */
  nepali?: boolean;
  /** The language of what is typed when it is not English (a Nepali twin: `ne`). */
  lang?: 'ne';
  /** Shown but not changed for this record (a built-in page's address). */
  readOnly?: (row: Record<string, unknown> | undefined) => boolean;
}

export interface KindSpec {
  key: ContentKind;
  label: string;
  /** "page", "post", … in sentences. */
  singular: string;
  permission: AdminPermission;
  canCreate: boolean;
  fields: readonly FieldSpec[];
  /** The columns of the list: a record's title and a second line. */
  title: (row: Record<string, unknown>) => string;
  detail: (row: Record<string, unknown>) => string;
  /** Where the storefront shows a record (under the shop's origin); empty when it has no page of its own. */
  shopPath?: (row: Record<string, unknown>) => string;
  /**
   * Why a record cannot be deleted, or undefined when it can (by default every record of a kind that can be
   * created can be deleted).
   */
  undeletable?: (row: Record<string, unknown>) => string | undefined;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const HTML_HINT = 'HTML. Scripts, styles, frames and event handlers are removed when it is saved.';
const SLUG_HINT = 'Its address on the shop: lower case letters, digits and hyphens.';
/** A page one of the shop's own screens reads (who we are, the policies, the listings' titles and meta). */
const builtIn = (row: Record<string, unknown> | undefined) => row?.built_in === true;
const SEO = [
  { name: 'seo_title', label: 'Page title (SEO)', type: 'text', hint: 'Empty uses the title.', nepali: true },
  { name: 'seo_description', label: 'Meta description', type: 'textarea', nepali: true },
  { name: 'seo_keyword', label: 'Meta keywords', type: 'text' },
] as const satisfies readonly FieldSpec[];

export const KINDS: readonly KindSpec[] = [
  {
    key: 'pages',
    label: 'Pages',
    singular: 'page',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, nepali: true },
      {
        name: 'slug',
        label: 'Address',
        type: 'slug',
        required: true,
        hint: 'On the shop at /pages/ and this: lower case words and hyphens (warranty, delivery-information).',
        readOnly: builtIn,
      },
      { name: 'description', label: 'Body', type: 'html', required: true, hint: HTML_HINT, nepali: true },
      ...SEO,
    ],
    title: (r) => text(r.title),
    detail: (r) => (builtIn(r) ? `Built in · ${text(r.slug)}` : `/pages/${text(r.slug)}`),
    shopPath: (r) => (builtIn(r) ? '' : `/pages/${text(r.slug)}`),
    undeletable: (r) =>
      builtIn(r) ? 'Built in: one of the shop’s own pages reads it, so it cannot be deleted.' : undefined,
  },
  {
    key: 'banners',
    label: 'Banners',
    singular: 'banner',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, nepali: true },
      { name: 'description', label: 'Description', type: 'textarea', nepali: true },
      {
        name: 'link',
        label: 'Link',
        type: 'text',
        hint: 'A shop path (/products/…) or an https:// address.',
      },
      // A banner's words are drawn in its picture: the Nepali pages show a Nepali picture beside it.
      { name: 'image', label: 'Picture', type: 'image', required: true, nepali: true },
      { name: 'sort_order', label: 'Order', type: 'number', hint: 'Lower comes first.' },
    ],
    title: (r) => text(r.title),
    detail: (r) => text(r.link) || 'No link',
    shopPath: () => '/',
  },
  {
    key: 'blogs',
    label: 'Blogs',
    singular: 'post',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, nepali: true },
      { name: 'slug', label: 'Address', type: 'slug', required: true, hint: SLUG_HINT },
      { name: 'date', label: 'Date', type: 'date', required: true },
      { name: 'summary', label: 'Summary', type: 'textarea', required: true, nepali: true },
      { name: 'description', label: 'Body', type: 'html', required: true, hint: HTML_HINT, nepali: true },
      { name: 'image', label: 'Picture', type: 'image', required: true },
      ...SEO,
    ],
    title: (r) => text(r.title),
    detail: (r) => `${text(r.date)} · /blogs/${text(r.slug)}`,
    shopPath: (r) => `/blogs/${text(r.slug)}`,
  },
  {
    key: 'jobs',
    label: 'Jobs',
    singular: 'job',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, nepali: true },
      { name: 'slug', label: 'Address', type: 'slug', required: true, hint: SLUG_HINT },
      {
        name: 'type',
        label: 'Type',
        type: 'text',
        required: true,
        hint: 'Full Time, Part Time, …',
        nepali: true,
      },
      { name: 'vacancy', label: 'Vacancies', type: 'number', required: true },
      { name: 'salary', label: 'Salary', type: 'text', required: true, nepali: true },
      { name: 'date', label: 'Posted on', type: 'date', required: true },
      {
        name: 'deadline',
        label: 'Deadline',
        type: 'date',
        required: true,
        hint: 'Open until the end of this day.',
      },
      { name: 'education', label: 'Education', type: 'text', required: true, nepali: true },
      { name: 'experience', label: 'Experience', type: 'text', required: true, nepali: true },
      {
        name: 'description',
        label: 'Description',
        type: 'html',
        required: true,
        hint: HTML_HINT,
        nepali: true,
      },
    ],
    title: (r) => text(r.title),
    detail: (r) => `${r.open ? 'Open' : 'Closed'} · deadline ${text(r.deadline)}`,
    shopPath: (r) => `/careers/${text(r.slug)}`,
  },
  {
    key: 'faqs',
    label: 'FAQs',
    singular: 'question',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'type_id', label: 'Type', type: 'select', required: true },
      { name: 'question', label: 'Question', type: 'text', required: true, nepali: true },
      { name: 'answer', label: 'Answer', type: 'html', required: true, hint: HTML_HINT, nepali: true },
      { name: 'sort_order', label: 'Order', type: 'number', hint: 'Lower comes first.' },
    ],
    title: (r) => text(r.question),
    detail: (r) => `Order ${text(r.sort_order)}`,
    shopPath: () => '/faqs',
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    singular: 'testimonial',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true, nepali: true },
      { name: 'date', label: 'Date', type: 'date', required: true },
      { name: 'message', label: 'Message', type: 'textarea', required: true, nepali: true },
      { name: 'image', label: 'Picture', type: 'image', required: true },
    ],
    title: (r) => text(r.name),
    detail: (r) => text(r.date),
    shopPath: () => '/',
  },
  {
    key: 'showrooms',
    label: 'Showrooms',
    singular: 'showroom',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, nepali: true },
      { name: 'slug', label: 'Address', type: 'slug', required: true, hint: SLUG_HINT },
      { name: 'summary', label: 'Summary', type: 'textarea', required: true, nepali: true },
      { name: 'description', label: 'Description', type: 'html', hint: HTML_HINT, nepali: true },
      { name: 'address', label: 'Address (street)', type: 'text', required: true, nepali: true },
      { name: 'phone', label: 'Phone', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
      { name: 'hours', label: 'Opening hours', type: 'text', required: true, nepali: true },
      {
        name: 'map_url',
        label: 'Map address',
        type: 'text',
        hint: 'The embed address from OpenStreetMap (Share → HTML) or Google Maps (Share → Embed a map).',
      },
      { name: 'image', label: 'Picture', type: 'image', required: true },
      { name: 'sort_order', label: 'Order', type: 'number', hint: 'The head office comes first (lowest).' },
    ],
    title: (r) => text(r.title),
    detail: (r) => text(r.address),
    shopPath: () => '/showrooms',
  },
  {
    key: 'catalogues',
    label: 'Catalogues',
    singular: 'catalogue',
    permission: 'content',
    canCreate: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true, nepali: true },
      { name: 'slug', label: 'Address', type: 'slug', required: true, hint: SLUG_HINT },
      { name: 'file', label: 'PDF', type: 'pdf', required: true },
      { name: 'image', label: 'Cover picture', type: 'image', required: true },
      { name: 'sort_order', label: 'Order', type: 'number', hint: 'Lower comes first.' },
    ],
    title: (r) => text(r.title),
    detail: (r) => text(r.file_url),
    shopPath: () => '/catalogues',
  },
  {
    key: 'plugins',
    label: 'Plugins',
    singular: 'plugin',
    permission: 'plugins',
    canCreate: true,
    fields: [
      {
        name: 'tag_type',
        label: 'Kind',
        type: 'select',
        required: true,
        options: [
          { value: 'Script Link', label: "Script link (the script's https address)" },
          { value: 'Script', label: 'Script (inline JavaScript)' },
          { value: 'Meta', label: 'Meta tag' },
        ],
      },
      { name: 'title', label: 'Title', type: 'text', required: true },
      {
        name: 'code',
        label: 'Code',
        type: 'textarea',
        required: true,
        hint: 'It runs on every page of the shop: add only code you trust.',
      },
      { name: 'active', label: 'Active', type: 'checkbox' },
    ],
    title: (r) => text(r.title),
    detail: (r) => `${text(r.tag_type)}${r.active ? '' : ' (inactive)'}`,
  },
];

/** A field's Nepali twin (`<name>_ne`), edited beside it; never required: empty shows the English. */
export const nepaliTwin = (field: FieldSpec): FieldSpec => ({
  name: `${field.name}_ne`,
  label: `${field.label} in Nepali`,
  type: field.type,
  lang: 'ne',
  hint: "Shown on the shop's Nepali pages; empty shows the English there.",
});

/** The fields of a kind with each Nepali twin after its English, as the form lays them out in pairs. */
export const withTwins = (fields: readonly FieldSpec[]): FieldSpec[] =>
  fields.flatMap((field) => (field.nepali ? [field, nepaliTwin(field)] : [field]));

export const kindOf = (key: string | undefined) => KINDS.find((k) => k.key === key);
