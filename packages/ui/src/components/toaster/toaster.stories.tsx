import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { Toaster, toast } from './toaster';

function Demo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Toaster />
      <Button onClick={() => toast.success('Product added to cart successfully.')}>Success (2 s)</Button>
      <Button variant="secondary" onClick={() => toast.error('The email has already been taken.')}>
        Error (4 s)
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const id = toast.loading('Placing your order');
          window.setTimeout(() => toast.success('Order placed. Thank you, Sita!', { id }), 1500);
        }}
      >
        Loading → success
      </Button>
      <Button
        variant="link"
        onClick={() => {
          for (const message of [
            'The first name field is required.',
            'The phone number must be 10 digits.',
          ]) {
            toast.error(message);
          }
        }}
      >
        One toast per field message
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: () => <Demo />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the buttons: success lasts 2 s, errors 4 s, at most 20 are kept (docs/customer.md §4). */
export const Playground: Story = {};

function StandingToasts() {
  useEffect(() => {
    toast.success('You are successfully Loggedin', { duration: Number.POSITIVE_INFINITY });
    toast.error('Your cart is empty.', { duration: Number.POSITIVE_INFINITY });
    return () => toast.remove();
  }, []);
  return <Toaster />;
}

/** Shown straight away and kept, for visual checks. */
export const Showcase: Story = { render: () => <StandingToasts /> };
