import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'delivery',
        title: 'Do you deliver outside Kathmandu valley?',
        content:
          'Yes. We deliver tiles and sanitaryware to every province; freight is quoted with your order.',
      },
      {
        id: 'warranty',
        title: 'How long is the warranty on sanitaryware?',
        content:
          'Ceramic sanitaryware carries a 10-year warranty, serviced by our 2400+ trained technicians.',
      },
      {
        id: 'showroom',
        title: 'Where are your showrooms?',
        content:
          'Our head office and the Chabahil and Pepsicola branches, open 10:00Am - 6:00PM (Sunday - Friday).',
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const FirstOpen: Story = { args: { defaultOpen: ['delivery'] } };

export const Multiple: Story = { args: { multiple: true, defaultOpen: ['delivery', 'showroom'] } };
