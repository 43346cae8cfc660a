import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', name: 'message' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: { required: true, placeholder: 'Tell us what you are looking for' },
};

export const OptionalNote: Story = {
  args: {
    label: 'Note',
    name: 'note',
    optional: true,
    rows: 3,
    hint: 'Delivery instructions, landmark, timing.',
  },
};

export const WithError: Story = {
  args: {
    label: 'About Yourself',
    required: true,
    defaultValue: 'Sales',
    error: ['The about yourself field must be at least 20 characters.'],
  },
};
