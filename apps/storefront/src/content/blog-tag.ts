// docs/browsing.md §2.11 Blog list: every card carries the fixed tag text '{product}, Shopping Guide'. The
// API gives posts no product or category to fill `{product}` with, so it is read as the fixed words it was on
// the earlier site: "Product, Shopping Guide". A catalogue message, shown with `i18n._(BLOG_TAG)`.
import { msg } from '@lingui/core/macro';

export const BLOG_TAG = msg`Product, Shopping Guide`;
