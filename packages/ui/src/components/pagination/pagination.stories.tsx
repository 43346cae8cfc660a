import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Listing/Pagination',
  component: Pagination,
  args: { total: 248, page: 1, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 248 tiles in "Floor Tiles": 13 pages. */
export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 7 } };

export const LastPage: Story = { args: { page: 13 } };

export const FewPages: Story = { args: { total: 45, page: 2 } };

/** 20 products or fewer: nothing renders (docs/browsing.md §9). */
export const Hidden: Story = { args: { total: 18 } };
