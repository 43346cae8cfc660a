import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'Disclosure/Tabs',
  component: Tabs,
  args: {
    label: 'Product information',
    items: [
      {
        id: 'description',
        title: 'Description',
        content: (
          <p>
            Kajaria Statuario is a glazed vitrified tile with the white body and grey veining of Italian
            marble, for living rooms and hotel lobbies.
          </p>
        ),
      },
      {
        id: 'additional',
        title: 'Additional Information',
        content: (
          <dl>
            <dt>Size</dt>
            <dd>600 x 1200 mm</dd>
            <dt>Finish</dt>
            <dd>High gloss</dd>
            <dt>Pieces per box</dt>
            <dd>2 (1.44 m²)</dd>
          </dl>
        ),
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product detail: Description and Additional Information. */
export const ProductTabs: Story = {};

/** FAQs: one tab per FAQ type (docs/browsing.md §2). */
export const FaqTypes: Story = {
  args: {
    label: 'FAQ types',
    defaultIndex: 1,
    items: ['General', 'Orders & Delivery', 'Warranty', 'Showrooms'].map((title) => ({
      id: title,
      title,
      content: <p>Questions about {title.toLowerCase()}.</p>,
    })),
  },
};
