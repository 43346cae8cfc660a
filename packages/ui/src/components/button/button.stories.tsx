import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continue shopping' } };

export const Link: Story = { args: { variant: 'link', children: 'Forget password' } };

/** While the order request is in flight (docs/customer.md: Checkout Now shows a spinner). */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Placing your order', children: 'Checkout Now' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Checkout' } };

export const SmallFullWidth: Story = {
  args: { size: 'small', fullWidth: true, children: 'Filter' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
