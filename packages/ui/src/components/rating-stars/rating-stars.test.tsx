import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UI_TEXT_EN, UiTextProvider } from '../ui-text/ui-text';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('reads as one sentence and fills the stars to the average', async () => {
    const { container } = render(<RatingStars average={3.5} count={12} />);
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5, 12 reviews' });
    expect(stars).toHaveTextContent('(12)');
    expect(container.querySelector('[style]')).toHaveStyle({ width: '70%' });
    await expectNoAxeViolations(container);
  });

  it('says one review, and keeps the average within 0 to 5', () => {
    render(<RatingStars average={7} count={1} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5, 1 review' })).toBeInTheDocument();
  });

  it('leaves the count out when not given', () => {
    render(<RatingStars average={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).not.toHaveTextContent('(');
  });

  it('writes the average to one decimal and the count grouped, in the page digits, without Intl', () => {
    const localeString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    render(<RatingStars average={4.26} count={1234} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 1234 reviews' })).toHaveTextContent(
      '(1,234)',
    );
    render(<RatingStars average={4.96} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    render(
      <UiTextProvider value={{ ...UI_TEXT_EN, numberLocale: 'en-IN-u-nu-deva' }}>
        <RatingStars average={3.5} count={12} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('img', { name: 'Rated ३.५ out of 5, 12 reviews' })).toHaveTextContent('(१२)');
    expect(localeString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    localeString.mockRestore();
    numberFormat.mockRestore();
  });
});
