import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers hear this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside an icon-only button: the button is announced as "Add to wishlist". */
export const InIconButton: Story = {
  render: () => (
    <button type="button" style={{ fontSize: '1.5rem', padding: '0.5rem 0.75rem' }}>
      <span aria-hidden="true">♡</span>
      <VisuallyHidden>Add to wishlist</VisuallyHidden>
    </button>
  ),
};

/** A skip link shows itself only while focused: press Tab inside the canvas. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden as="a" href="#main" focusable>
      Skip to main content
    </VisuallyHidden>
  ),
};
