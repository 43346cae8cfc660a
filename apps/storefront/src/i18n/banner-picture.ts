// A banner's picture carries its words drawn in (the seed's banners, a shop's own artwork), so on the Nepali
// pages a banner shows its Nepali picture when it has one (docs/nepal.md "Content in Nepali"), and the
// English picture otherwise. The alt text is the picture's words in the picture's own language.
import type { Banner } from '@sajilo/api';
import { useIsNepali } from './localized.js';

export interface BannerPicture {
  image: Banner['image'];
  alt: string;
  /** `en` when a Nepali page shows English words (the img's `lang`), so screen readers read them as English. */
  lang: 'en' | undefined;
}

/** The words of a banner's picture as its alt text: `Title: description`, or the title alone. */
const altOf = (title: string, description: string | null) =>
  [title, description].filter((part) => part?.trim()).join(': ');

/** The picture a banner shows on this page, its alt text and that text's language. */
export function bannerPicture(banner: Banner, nepali: boolean): BannerPicture {
  if (nepali && banner.image_ne) {
    if (banner.title_ne) {
      return { image: banner.image_ne, alt: altOf(banner.title_ne, banner.description_ne), lang: undefined };
    }
    // No Nepali title: the alt staff wrote for the Nepali picture, else the English words, marked so.
    const own = banner.image_ne.alt.trim();
    return {
      image: banner.image_ne,
      alt: own || altOf(banner.title, banner.description),
      lang: own ? undefined : 'en',
    };
  }
  return {
    image: banner.image,
    alt: altOf(banner.title, banner.description),
    lang: nepali ? 'en' : undefined,
  };
}

/** `banner => picture`: bannerPicture for this page's language. */
export function useBannerPicture(): (banner: Banner) => BannerPicture {
  const nepali = useIsNepali();
  return (banner) => bannerPicture(banner, nepali);
}
