import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageSource } from '../../lib/types';
import { expectNoAxeViolations } from '../../test/axe';
import { ResponsiveImage } from './responsive-image';

const image: ImageSource = {
  url: 'https://api.sajilo.test/uploads/products/marble-tile-800.webp',
  width: 800,
  height: 600,
  srcset:
    'https://api.sajilo.test/uploads/products/marble-tile-400.webp 400w, https://api.sajilo.test/uploads/products/marble-tile-800.webp 800w',
  alt: 'Statuario marble-look floor tile',
};

describe('ResponsiveImage', () => {
  it('lazy-loads below the fold with its srcset, sizes and intrinsic size', async () => {
    const { container } = render(<ResponsiveImage image={image} sizes="(min-width: 1224px) 25vw, 50vw" />);
    const img = screen.getByRole('img', { name: 'Statuario marble-look floor tile' });
    expect(img).toHaveAttribute('src', image.url);
    expect(img).toHaveAttribute('srcset', image.srcset);
    expect(img).toHaveAttribute('sizes', '(min-width: 1224px) 25vw, 50vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    await expectNoAxeViolations(container);
  });

  it('loads eagerly with high priority when it is the above-the-fold image', () => {
    render(<ResponsiveImage image={image} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '800');
  });

  it('can be decorative, and omits an empty srcset', async () => {
    const { container } = render(<ResponsiveImage image={{ ...image, srcset: '' }} alt="" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
