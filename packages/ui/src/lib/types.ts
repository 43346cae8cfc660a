// The data the components draw, in the design system's own words. The storefront passes the API's records
// straight in (they carry these fields and more), but a change of the contract never changes this public
// API: only the app that maps API data to these shapes has to follow.

/** A picture with its sizes: `srcset` may be empty when there is only `url`. */
export interface ImageSource {
  url: string;
  width: number;
  height: number;
  srcset?: string;
  alt: string;
}

/** What a product card shows. */
export interface ProductCardItem {
  /** Names the card (data-slug) and builds its default link, `/products/{slug}`. */
  slug: string;
  title: string;
  /** Rupees: what it sells at (the sale price while it is on sale). */
  price: number;
  /** While it is on sale: the price before the sale, shown struck through. */
  regularPrice?: number | null;
  image: ImageSource;
  brand?: string | null;
  /** The product's approved reviews: their average and count (none: no stars shown). */
  rating?: { average: number; count: number };
}

/** An option of a filter list: its id and what it is called. */
export interface FilterOption {
  id: number;
  title: string;
}

/** The second level of the category tree, with its children. */
export interface FilterSubCategory extends FilterOption {
  childCategory: readonly FilterOption[];
}

/** A top category of the filter tree: category → subCategory → childCategory. */
export interface FilterCategory extends FilterOption {
  subCategory: readonly FilterSubCategory[];
}

/** A colour to filter by: `title` is the CSS colour drawn as the swatch, `subtitle` its name (the value). */
export interface ColorFilterOption extends FilterOption {
  subtitle: string;
  /** The name shown (the app's language); `subtitle` when none. */
  label?: string;
}

/** A size to filter by: `title` is what is shown (600 x 600 mm), `subtitle` the value sent. */
export interface SizeFilterOption extends FilterOption {
  subtitle: string;
}
