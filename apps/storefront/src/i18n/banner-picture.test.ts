// Which picture a banner shows on each page and in which language its alt text is (docs/nepal.md "Content in
// Nepali"): the Nepali picture and words on a Nepali page where there are some, never Nepali words on an
// English picture, and English words on a Nepali page marked `lang="en"`.
import type { Banner } from '@sajilo/api';
import { describe, expect, it } from 'vitest';
import { bannerPicture } from './banner-picture.js';

const picture = (name: string, alt = '') => ({
  url: `http://api/uploads/banners/${name}-1600.webp`,
  width: 1600,
  height: 600,
  srcset: `http://api/uploads/banners/${name}-640.webp 640w, http://api/uploads/banners/${name}-1600.webp 1600w`,
  alt,
});

const banner: Banner = {
  id: 1,
  title: 'Upgrade Your Bathroom',
  title_ne: 'आफ्नो बाथरूमलाई नयाँ रूप दिनुहोस्',
  description: 'Faucets and showers.',
  description_ne: 'धारा र सावर।',
  link: '/products',
  image: picture('english', 'Upgrade Your Bathroom'),
  image_ne: picture('nepali', 'आफ्नो बाथरूम'),
};

describe('bannerPicture', () => {
  it('on an English page: the English picture and words, whatever Nepali there is', () => {
    expect(bannerPicture(banner, false)).toEqual({
      image: banner.image,
      alt: 'Upgrade Your Bathroom: Faucets and showers.',
      lang: undefined,
    });
  });

  it('on a Nepali page: the Nepali picture with the Nepali words', () => {
    expect(bannerPicture(banner, true)).toEqual({
      image: banner.image_ne,
      alt: 'आफ्नो बाथरूमलाई नयाँ रूप दिनुहोस्: धारा र सावर।',
      lang: undefined,
    });
    expect(bannerPicture({ ...banner, description_ne: null }, true).alt).toBe('आफ्नो बाथरूमलाई नयाँ रूप दिनुहोस्');
  });

  it('on a Nepali page without a Nepali picture: the English picture with its English words, marked English', () => {
    expect(bannerPicture({ ...banner, image_ne: null }, true)).toEqual({
      image: banner.image,
      alt: 'Upgrade Your Bathroom: Faucets and showers.',
      lang: 'en',
    });
  });

  it('a Nepali picture without a Nepali title: its own alt, else the English words marked English', () => {
    const untitled = { ...banner, title_ne: null, description_ne: null };
    expect(bannerPicture(untitled, true)).toEqual({
      image: banner.image_ne,
      alt: 'आफ्नो बाथरूम',
      lang: undefined,
    });
    const bare = { ...untitled, image_ne: picture('nepali') };
    expect(bannerPicture(bare, true)).toMatchObject({
      alt: 'Upgrade Your Bathroom: Faucets and showers.',
      lang: 'en',
    });
  });

  it('an empty description adds nothing to the alt', () => {
    expect(bannerPicture({ ...banner, description: '' }, false).alt).toBe('Upgrade Your Bathroom');
  });
});
