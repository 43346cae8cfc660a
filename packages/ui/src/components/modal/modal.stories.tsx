import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open “{props.title}”</Button>
      <Modal
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

const loginForm = (
  <form style={{ display: 'grid', gap: '1rem' }} onSubmit={(event) => event.preventDefault()}>
    <TextField label="Email Address" type="email" name="email" required autoComplete="email" data-autofocus />
    <TextField label="Password" type="password" name="password" required autoComplete="current-password" />
    <Button type="submit" fullWidth>
      Login
    </Button>
    <p style={{ margin: 0, display: 'flex', justifyContent: 'space-between' }}>
      <a href="/forget-password">Forget password</a>
      <a href="/register">Create new account</a>
    </p>
  </form>
);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: true, onClose: fn(), title: 'Login', children: loginForm, size: 'small' },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/customer.md: the login dialog has a static backdrop but can be closed with its button. */
export const LoginStaticBackdrop: Story = { args: { staticBackdrop: true } };

export const Dismissible: Story = {
  args: {
    title: 'Contact / Enquiry Form',
    size: 'medium',
    description: 'Tell us about your project and our team will call you back.',
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <TextField label="First Name" required defaultValue="Sita" />
        <TextField label="Occupation" required defaultValue="Interior designer" />
      </div>
    ),
    footer: <Button type="submit">Submit</Button>,
  },
};

/** The catalogue viewer: full screen, titled with the catalogue. */
export const Fullscreen: Story = {
  args: {
    title: 'Kajaria Tiles Catalogue 2025',
    size: 'fullscreen',
    children: (
      <div style={{ flex: 1, display: 'grid', placeItems: 'center', background: '#F5F7F6', minHeight: 300 }}>
        The catalogue page is embedded here.
      </div>
    ),
  },
};

export const Closed: Story = { args: { open: false } };
