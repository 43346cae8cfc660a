import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { getPageItems, Pagination } from './pagination';

describe('getPageItems', () => {
  it('lists every page when there are few', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses around the current page in a long list', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(getPageItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(getPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });
});

describe('Pagination', () => {
  it('renders nothing for 20 products or fewer (docs/browsing.md §9)', () => {
    const { container, rerender } = render(<Pagination total={20} page={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination total={0} page={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows First, Previous, pages with the current one marked, Next and Last', async () => {
    const { container } = render(<Pagination total={200} page={5} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'First page',
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next page',
      'Last page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(nav).toHaveTextContent('…');
    await expectNoAxeViolations(container);
  });

  it('calls onChange with the page a button leads to', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination total={200} page={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange.mock.calls).toEqual([[1], [4], [6], [6], [10]]);
  });

  it('makes Previous and Next real links when it knows the pages’ addresses, handled in the page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Pagination total={200} page={5} onChange={onChange} hrefFor={(page) => `/tiles?page=${page}`} />,
    );
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/tiles?page=6');
    expect(next).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/tiles?page=4');
    await user.click(next);
    expect(onChange.mock.calls).toEqual([[6]]);
    await expectNoAxeViolations(container);
  });

  it('keeps a step that leads nowhere a disabled button, links or not', () => {
    render(<Pagination total={45} page={3} onChange={() => {}} hrefFor={(page) => `?page=${page}`} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=2');
  });

  it('disables the steps that lead nowhere at either end', async () => {
    const { rerender, container } = render(<Pagination total={45} page={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination total={45} page={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination total={100} page={2} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'First page' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[1], [3]]);
  });

  it('clamps an out-of-range page and respects a custom page size', () => {
    render(<Pagination total={30} perPage={10} page={9} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
