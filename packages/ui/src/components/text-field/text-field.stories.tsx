import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { TextAreaField } from '../text-area-field/text-area-field';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Your Name', name: 'name' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { label: 'Email', type: 'email', name: 'email', required: true } };

export const Optional: Story = { args: { label: 'Company Name', name: 'company_name', optional: true } };

export const WithHint: Story = {
  args: {
    label: 'Phone Number',
    type: 'tel',
    name: 'phone',
    required: true,
    hint: '10 digits, e.g. 9841234567',
  },
};

/** A server message after a rejected submit: the typed value stays. */
export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    required: true,
    defaultValue: 'ramesh.shrestha@',
    error: 'Enter a valid email address.',
  },
};

export const Disabled: Story = {
  args: { label: 'Email', disabled: true, defaultValue: 'anita.gurung@example.com' },
};

/** docs/customer.md Contact Us form: Your Name, Email, Phone Number and Message, all required. */
export const ContactForm: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: '1rem' }} noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label="Your Name" name="name" required autoComplete="name" defaultValue="Bikash Thapa" />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        defaultValue="bikash@"
        error="Enter a valid email address."
      />
      <TextField label="Phone Number" name="phone_number" type="tel" required defaultValue="9841000000" />
      <TextAreaField label="Message" name="message" required defaultValue="Do you stock 800 x 1600 slabs?" />
      <Button type="submit">Send</Button>
    </form>
  ),
};
