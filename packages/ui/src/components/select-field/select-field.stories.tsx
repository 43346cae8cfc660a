import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './select-field';

// docs/customer.md §3: support ticket categories.
const categories = [
  'Tiles',
  'Sanitaryware',
  'Bath Ware',
  'Kitchen',
  'Flooring',
  'Roofing',
  'Cladding',
  'Hardware',
  'Others',
].map((title) => ({ value: title, label: title }));

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: 'Category', name: 'type', options: categories, placeholder: 'Select category' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: {
    label: 'How did you hear about us?',
    required: true,
    placeholder: 'Choose one',
    options: ['Social Media', 'Friend', 'Family', 'Others'].map((title) => ({ value: title, label: title })),
  },
};

/** FAQ types come from the server: "Loading" first … */
export const Loading: Story = { args: { label: 'FAQ Type', required: true, options: [], loading: true } };

/** … then "No data found" when the list is empty. */
export const NoData: Story = { args: { label: 'FAQ Type', required: true, options: [] } };

export const WithError: Story = {
  args: { label: 'Complaint Symptom', required: true, error: 'Choose the complaint symptom.' },
};
