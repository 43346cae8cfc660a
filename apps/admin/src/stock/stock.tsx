// The stock overview (docs/back-office.md "Stock"): every counted product with what each place has of it,
// low stock first, filtered by place, title or code, or low only; the shared list (components/list-screen).
import { SelectField, TextField } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import { useListParams } from '../components/use-list-params.js';
import own from './stock.module.css';
import {
  type StockQuery,
  type StockRow,
  useStockLocationsQuery,
  useStockOverviewQuery,
} from './stock-api.js';

const FILTERS = ['q', 'location_id', 'low'] as const;

function readQuery(params: URLSearchParams, page: number): StockQuery {
  const location = Number(params.get('location_id'));
  return {
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(Number.isInteger(location) && location > 0 ? { location_id: location } : {}),
    ...(params.get('low') === 'true' ? { low: true } : {}),
    page,
  };
}

/** A place's figures: what is available, and what is on the shelf and held by orders when some are. */
export function Figures({
  place,
  unit,
}: {
  place: { available: number; on_hand: number; allocated: number; low?: boolean } | undefined;
  unit?: string;
}) {
  if (!place) return <span className={own.none}>—</span>;
  return (
    <span className={own.figures}>
      <strong>{place.available}</strong>
      {unit ? ` ${unit}` : ''}
      {place.low ? <span className={own.low}> low</span> : null}
      {place.allocated > 0 ? (
        <span className={own.detail}>
          {place.on_hand} on hand, {place.allocated} for orders
        </span>
      ) : null}
    </span>
  );
}

export function StockScreen() {
  const list = useListParams();
  const { params } = list;
  const result = useStockOverviewQuery(readQuery(params, list.page), { refetchOnMountOrArgChange: true });
  const locations = useStockLocationsQuery(undefined);
  const shown = result.data?.locations ?? [];
  const columns: Column<StockRow>[] = [
    {
      label: 'Product',
      cell: (row) => (
        <>
          <span className={own.product}>
            <Link to={`/products/${row.id}/stock`}>{row.title}</Link>
          </span>
          <span className={own.code}>{row.product_code}</span>
        </>
      ),
    },
    ...shown.map(
      (location): Column<StockRow> => ({
        label: location.title,
        kind: 'number',
        cell: (row) => <Figures place={row.places.find((p) => p.location_id === location.id)} />,
      }),
    ),
    ...(shown.length > 1
      ? [{ label: 'Available in all', kind: 'number' as const, cell: (row: StockRow) => row.total.available }]
      : []),
  ];
  return (
    <ListScreen
      title="Stock"
      intro={
        <p className={own.intro}>
          Available to sell at each place, low stock first (fewer than {result.data?.threshold ?? 5}{' '}
          available). Boxes held by open orders stay on the shelf until the order is dispatched.
        </p>
      }
      filters={{
        fields: (
          <>
            <TextField label="Title or code" name="q" type="search" defaultValue={params.get('q') ?? ''} />
            <SelectField
              label="Place"
              name="location_id"
              defaultValue={params.get('location_id') ?? ''}
              options={[
                { value: '', label: 'Every place' },
                ...(locations.data?.locations ?? []).map((l) => ({ value: String(l.id), label: l.title })),
              ]}
            />
            <SelectField
              label="Show"
              name="low"
              defaultValue={params.get('low') === 'true' ? 'true' : ''}
              options={[
                { value: '', label: 'Every counted product' },
                { value: 'true', label: 'Low stock only' },
              ]}
            />
          </>
        ),
        submit: 'Show stock',
        onSubmit: list.filter(FILTERS),
        formKey: params.toString(),
      }}
      tableLabel="Stock"
      noun={['product', 'products']}
      columns={columns}
      {...pagedList(list, result, (data) => data.rows, { labels: ['Previous page', 'Next page'] })}
    />
  );
}
