import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header';

const meta = {
  title: 'Navigation/PageHeader',
  component: PageHeader,
  args: { title: 'Frequently Asked Questions', current: 'FAQs' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Back link appears below 600 px: switch the viewport to a phone to see it. */
export const Simple: Story = {};

export const CategoryListing: Story = {
  args: {
    title: 'Floor Tiles',
    current: undefined,
    middle: { label: 'Products', href: '/products' },
    children: <p style={{ margin: 0 }}>248 products found on Floor Tiles</p>,
  },
};

export const CareerApplication: Story = {
  args: {
    title: 'Apply for Showroom Sales Executive (Chabahil)',
    current: 'Apply',
    middle: { label: 'Careers', href: '/careers' },
    backHref: '/careers/showroom-sales-executive-chabahil',
  },
};
