import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CardTable } from './card-table';

describe('CardTable', () => {
  it('renders a table in its region, with the cells, caption and attributes it is given', async () => {
    const { container } = render(
      <CardTable boxed aria-describedby="note" regionClassName="mine">
        <caption>Lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Aqua basin</td>
            <td data-label="Total">Rs 7,400</td>
          </tr>
        </tbody>
      </CardTable>,
    );
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(table).toHaveClass('cards', 'boxed');
    expect(table).toHaveAttribute('aria-describedby', 'note');
    expect(table.parentElement).toHaveClass('region', 'mine');
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Rs 7,400' })).toHaveAttribute('data-label', 'Total');
    await expectNoAxeViolations(container);
  });

  it('divides its rows by a rule unless boxed', () => {
    render(
      <CardTable>
        <tbody>
          <tr>
            <td>Aqua basin</td>
          </tr>
        </tbody>
      </CardTable>,
    );
    expect(screen.getByRole('table')).not.toHaveClass('boxed');
  });
});
