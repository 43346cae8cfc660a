import type { Meta, StoryObj } from '@storybook/react-vite';
import { UI_TEXT_EN, UiTextProvider } from '../ui-text/ui-text';
import { FileField } from './file-field';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: {
    label: 'Warranty Card',
    name: 'warrenty_card',
    accept: 'image/jpeg,image/png,application/pdf',
    hint: 'JPG, PNG or PDF, up to 5 MB',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Support ticket: the warranty card is not required (docs/customer.md §5). */
export const Optional: Story = { args: { optional: true } };

/** Job application: every field is required, the résumé too. */
export const Required: Story = {
  args: {
    label: 'Resume',
    name: 'resume',
    required: true,
    accept: 'application/pdf',
    hint: 'PDF, up to 5 MB',
  },
};

export const WithError: Story = {
  args: { label: 'Billing Card', name: 'billing_card', error: 'The file must be a JPG, PNG or PDF.' },
};

/** A return's photos on a Nepali page: the button and its words are the app's, never the browser's English. */
export const Nepali: Story = {
  args: {
    label: 'फोटोहरू',
    name: 'photos',
    multiple: true,
    accept: 'image/jpeg,image/png,image/webp',
    hint: 'JPG, PNG वा WebP, बढीमा ५ वटा',
  },
  decorators: [
    (Story) => (
      <div lang="ne">
        <UiTextProvider
          value={{
            ...UI_TEXT_EN,
            chooseFile: 'फाइल छान्नुहोस्',
            chooseFiles: 'फाइलहरू छान्नुहोस्',
            noFileChosen: 'कुनै फाइल छानिएको छैन',
            chosen: (files) => `छानिएको: ${files}`,
          }}
        >
          <Story />
        </UiTextProvider>
      </div>
    ),
  ],
};
