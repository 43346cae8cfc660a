// The theme tokens as stories (each is rendered and axe-checked by `npm test`), shown together on the
// "Theme/Tokens" docs page (tokens.mdx). Every value comes from tokens.ts, so the page cannot drift.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { breakpoints, colors, fontSizes, fonts, radii, shadows, space, zIndex } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--sj-color-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: fonts.mono, fontSize: fontSizes.small };

function TokenTable({ caption, rows }: { caption: string; rows: [string, string, ReactNode][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 880 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.5rem 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell}>Custom property</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([property, value, sample]) => (
          <tr key={property}>
            <td style={{ ...cell, ...code }}>{property}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (value: string): ReactNode => (
  <span
    style={{
      display: 'inline-block',
      width: 48,
      height: 24,
      background: value,
      border: '1px solid var(--sj-color-border-strong)',
      borderRadius: radii.small,
    }}
  />
);

function ColorTokens() {
  return (
    <TokenTable
      caption="Colours"
      rows={Object.entries(colors).map(([name, value]) => [
        `--sj-color-${kebab(name)}`,
        value,
        swatch(value),
      ])}
    />
  );
}

function SpaceTokens() {
  return (
    <TokenTable
      caption="Spacing"
      rows={Object.entries(space).map(([name, value]) => [
        `--sj-space-${name}`,
        value,
        <span
          key={name}
          style={{ display: 'inline-block', width: value, height: 12, background: colors.primary }}
        />,
      ])}
    />
  );
}

function TypeTokens() {
  return (
    <TokenTable
      caption="Type"
      rows={[
        ...Object.entries(fonts).map(([name, value]): [string, string, ReactNode] => [
          `--sj-font-${name}`,
          value,
          <span key={name} style={{ fontFamily: value }}>
            Sajilo Rs 1,25,000 सजिलो
          </span>,
        ]),
        ...Object.entries(fontSizes).map(([name, value]): [string, string, ReactNode] => [
          `--sj-font-size-${kebab(name)}`,
          value,
          <span key={name} style={{ fontSize: value }}>
            Wall-hung basin
          </span>,
        ]),
      ]}
    />
  );
}

function ShapeTokens() {
  const box = (style: CSSProperties) => (
    <span
      style={{
        display: 'inline-block',
        width: 64,
        height: 32,
        background: colors.surface,
        border: `1px solid ${colors.borderStrong}`,
        ...style,
      }}
    />
  );
  return (
    <TokenTable
      caption="Radii and shadows"
      rows={[
        ...Object.entries(radii).map(([name, value]): [string, string, ReactNode] => [
          `--sj-radius-${name}`,
          value,
          box({ borderRadius: value }),
        ]),
        ...Object.entries(shadows).map(([name, value]): [string, string, ReactNode] => [
          `--sj-shadow-${name}`,
          value,
          box({ boxShadow: value, border: 'none' }),
        ]),
      ]}
    />
  );
}

function LayoutTokens() {
  return (
    <TokenTable
      caption="Breakpoints and layers"
      rows={[
        ['--sj-breakpoint-small', `${breakpoints.small}px`, 'Phones below, tablets from'],
        [
          '--sj-breakpoint-large',
          `${breakpoints.large}px`,
          'Desktop layout from (the popup, the side filters)',
        ],
        ['--sj-grid-small', `${breakpoints.gridSmall}px`, 'Page grid width from the small breakpoint'],
        ['--sj-grid-large', `${breakpoints.gridLarge}px`, 'Page grid width from the large breakpoint'],
        ...Object.entries(zIndex).map(([name, value]): [string, string, ReactNode] => [
          `--sj-z-${name}`,
          String(value),
          'Stacking layer',
        ]),
      ]}
    />
  );
}

const meta = {
  title: 'Theme/Tokens',
  // The docs page of this title is tokens.mdx, not an autodocs page.
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { render: () => <ColorTokens /> };
export const Spacing: Story = { render: () => <SpaceTokens /> };
export const Type: Story = { render: () => <TypeTokens /> };
export const Shapes: Story = { render: () => <ShapeTokens /> };
export const Layout: Story = { render: () => <LayoutTokens /> };
