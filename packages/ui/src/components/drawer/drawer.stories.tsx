import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { brandOptions, categoryTree, colorOptions, sizeOptions } from '../../fixtures/sajilo';
import { emptyFilterSelection } from '../../lib/filter-selection';
import { Button } from '../button/button';
import { FilterPanel } from '../filter-panel/filter-panel';
import { Drawer, type DrawerProps } from './drawer';

function WithTrigger(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open “{props.title}”
      </Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

function LiveFilters() {
  const [selected, setSelected] = useState(emptyFilterSelection);
  return (
    <FilterPanel
      categories={categoryTree}
      brands={brandOptions}
      colors={colorOptions}
      sizes={sizeOptions}
      selected={selected}
      onChange={setSelected}
    />
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, onClose: fn(), title: 'Advance Filter', children: <LiveFilters /> },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small-screen listings: the filter panel in a drawer (docs/browsing.md §2). */
export const AdvanceFilter: Story = {};

/** docs/customer.md mobile menu: a nested list with a search field. */
export const MobileMenu: Story = {
  args: {
    title: 'Menu',
    side: 'left',
    children: (
      <nav aria-label="Mobile">
        <search>
          <form style={{ marginBottom: '1rem' }}>
            <input
              type="search"
              aria-label="Search product"
              placeholder="Search product ..."
              style={{ width: '100%', padding: '0.6rem', font: 'inherit' }}
            />
          </form>
        </search>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            About us
            <ul
              style={{
                listStyle: 'none',
                paddingLeft: '1rem',
                display: 'grid',
                gap: '0.5rem',
                marginTop: '0.5rem',
              }}
            >
              <li>
                <a href="/who-we-are">Who we are?</a>
              </li>
              <li>
                <a href="/terms-and-conditions">Company Policy</a>
              </li>
            </ul>
          </li>
          <li>
            <a href="/products">Product</a>
          </li>
          <li>
            <a href="/catalogues">Catalogue</a>
          </li>
          <li>
            <a href="/showrooms">Showroom</a>
          </li>
          <li>
            <a href="/contact-us">Contact us</a>
          </li>
        </ul>
      </nav>
    ),
  },
};

export const FromTheRightWithFooter: Story = {
  args: {
    side: 'right',
    footer: (
      <Button fullWidth onClick={() => {}}>
        Show products
      </Button>
    ),
  },
};
