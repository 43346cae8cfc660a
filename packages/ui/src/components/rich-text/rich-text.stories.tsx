import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './rich-text';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: {
    html: `
      <h2>Choosing bathroom tiles for the monsoon</h2>
      <p>Kathmandu's monsoon keeps bathrooms damp for months. Pick <strong>anti-skid</strong> floor tiles with an
      R11 rating and a matt finish, and glazed wall tiles that shrug off hard water.</p>
      <ul>
        <li>Floor: 600 x 600 mm anti-skid vitrified tiles</li>
        <li>Walls: 300 x 600 mm glossy ceramic tiles</li>
        <li>Grout: epoxy, so it stays clean</li>
      </ul>
      <blockquote>Visit our Chabahil showroom to see the full range in person.</blockquote>
      <p>Read our <a href="/dealer-policy">dealer policy</a> or <a href="https://example.com" target="_blank">the manufacturer's guide</a>.</p>
    `,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlogBody: Story = {};

export const ProductSpecTable: Story = {
  args: {
    html: `<table><thead><tr><th>Property</th><th>Value</th></tr></thead><tbody>
      <tr><td>Size</td><td>600 x 1200 mm</td></tr>
      <tr><td>Thickness</td><td>9 mm</td></tr>
      <tr><td>Pieces per box</td><td>2</td></tr></tbody></table>`,
  },
};

/** Scripts, handlers and javascript: links from the server are stripped: nothing alerts. */
export const HostileInput: Story = {
  args: {
    html: '<p>Safe text<script>alert("xss")</script></p><img src="x" onerror="alert(1)" alt="broken"><a href="javascript:alert(2)">a link that goes nowhere</a>',
  },
};
