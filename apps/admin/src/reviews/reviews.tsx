// Reviews (docs/back-office.md "Reviews"): customers' product reviews, those waiting first, filtered by state,
// stars and product or customer; each approved, rejected with a reason (mailed to the customer) or answered
// with the shop's reply, shown under it on the product page.
import type { AdminComponents } from '@sajilo/api/admin';
import { errorMessages, isRequestError } from '@sajilo/store';
import { Button, SelectField, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import { RowAction } from '../components/row-action.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import local from './reviews.module.css';
import {
  type ReviewsQuery,
  useApproveReviewMutation,
  useRejectReviewMutation,
  useReplyReviewMutation,
  useReviewsQuery,
} from './reviews-api.js';

type Review = AdminComponents['schemas']['AdminReview'];

const STATES = [
  { value: 'all', label: 'Every state (waiting first)' },
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
const STATE_LABELS = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;
const isState = (value: string | null): value is NonNullable<ReviewsQuery['status']> =>
  STATES.some((s) => s.value === value);
const RATINGS = ['1', '2', '3', '4', '5'];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kathmandu',
  });

function say(result: { error?: unknown; data?: { message?: string } }, done: string): boolean {
  if (result.error === undefined) {
    toast.success(result.data?.message ?? done);
    return true;
  }
  const messages = isRequestError(result.error)
    ? errorMessages(result.error)
    : ['It could not be done. Please try again.'];
  for (const message of messages) toast.error(message);
  return false;
}

/** Reject (with the reason the customer is mailed) or reply: a small form that opens under the row's actions. */
function ReviewActions({ review }: { review: Review }) {
  const [approve] = useApproveReviewMutation();
  const [reject, rejecting] = useRejectReviewMutation();
  const [reply, replying] = useReplyReviewMutation();
  const [open, setOpen] = useState<'reject' | 'reply' | null>(null);
  const [text, setText] = useState('');
  const name = `${review.customer.name}'s review of ${review.product.title}`;
  const show = (what: 'reject' | 'reply') => {
    setText(what === 'reply' ? (review.reply ?? '') : (review.reject_reason ?? ''));
    setOpen(open === what ? null : what);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result =
      open === 'reject'
        ? await reject({ id: review.id, reason: text })
        : await reply({ id: review.id, reply: text });
    if (say(result, open === 'reject' ? 'Review rejected.' : 'Reply saved.')) setOpen(null);
  };
  return (
    <div className={local.actions}>
      <div className={local.buttons}>
        {review.status !== 'approved' ? (
          <RowAction
            name={`Approve ${name}`}
            confirm={`Approve ${name}? It shows on the product page at once.`}
            run={() => approve(review.id)}
            done="Review approved."
          >
            Approve
          </RowAction>
        ) : null}
        {review.status !== 'rejected' ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Reject ${name}`}
            onClick={() => show('reject')}
          >
            Reject
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          aria-label={`${review.reply ? 'Edit reply to' : 'Reply to'} ${name}`}
          onClick={() => show('reply')}
        >
          {review.reply ? 'Edit reply' : 'Reply'}
        </Button>
      </div>
      {open ? (
        <form
          className={local.form}
          onSubmit={send}
          aria-label={open === 'reject' ? `Reject ${name}` : `Reply to ${name}`}
        >
          <TextAreaField
            label={
              open === 'reject' ? 'Reason (mailed to the customer)' : 'The shop’s reply (empty removes it)'
            }
            required={open === 'reject'}
            rows={3}
            maxLength={open === 'reject' ? 500 : 1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={local.buttons}>
            <Button type="submit" size="small" loading={rejecting.isLoading || replying.isLoading}>
              {open === 'reject' ? 'Reject review' : 'Save reply'}
            </Button>
            <Button type="button" variant="secondary" size="small" onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

const COLUMNS: Column<Review, never>[] = [
  {
    label: 'Product',
    cell: (r) => (
      <>
        {r.product.title}
        <br />
        <span className={styles.muted}>{r.customer.name}</span>
        <br />
        <span className={styles.muted}>{r.customer.email}</span>
      </>
    ),
  },
  {
    label: 'Stars',
    kind: 'value',
    cell: (r) => `${r.rating} ★`,
  },
  {
    label: 'Review',
    cell: (r) => (
      <div className={local.review}>
        {r.title ? <strong>{r.title}</strong> : null}
        <p className={local.body}>{r.body}</p>
        {r.photos.length > 0 ? (
          <span className={local.photos}>
            {r.photos.map((photo) => (
              <a key={photo.path} href={photo.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={photo.url}
                  alt={`What ${r.customer.name} sent, ${r.photos.indexOf(photo) + 1} of ${r.photos.length}`}
                  width={56}
                  height={56}
                />
              </a>
            ))}
          </span>
        ) : null}
        {r.reply ? (
          <p className={local.reply}>
            <strong>Shop’s reply:</strong> {r.reply}
          </p>
        ) : null}
        <span className={styles.muted}>
          {when(r.created_at)} · {r.helpful_count} found it helpful
        </span>
      </div>
    ),
  },
  {
    label: 'State',
    cell: (r) => (
      <>
        {STATE_LABELS[r.status]}
        {r.reject_reason ? (
          <>
            <br />
            <span className={styles.muted}>{r.reject_reason}</span>
          </>
        ) : null}
      </>
    ),
  },
  { label: 'Actions', cell: (r) => <ReviewActions review={r} /> },
];

export function ReviewsScreen() {
  const list = useListParams();
  const { params } = list;
  const state = params.get('status');
  const rating = params.get('rating');
  const product = Number(params.get('product'));
  const q = params.get('q') ?? '';
  const query: ReviewsQuery = {
    ...(isState(state) ? { status: state } : {}),
    ...(rating && RATINGS.includes(rating) ? { rating: Number(rating) } : {}),
    ...(Number.isInteger(product) && product > 0 ? { product } : {}),
    ...(q ? { q } : {}),
    page: list.page,
  };
  const result = useReviewsQuery(query, { refetchOnMountOrArgChange: true });
  const { data } = result;
  return (
    <ListScreen
      title="Reviews"
      intro={
        <p className={styles.muted}>
          {data ? `${data.pending} waiting to be checked.` : 'Counting what is waiting…'}
        </p>
      }
      filters={{
        fields: (
          <>
            <SelectField
              label="State"
              name="status"
              options={STATES}
              defaultValue={isState(state) ? state : 'all'}
            />
            <SelectField
              label="Stars"
              name="rating"
              options={[{ value: '', label: 'Any' }, ...RATINGS.map((n) => ({ value: n, label: `${n} ★` }))]}
              defaultValue={rating ?? ''}
            />
            <TextField
              label="Product or customer"
              name="q"
              type="search"
              defaultValue={q}
              hint="Title, code, name or email."
            />
          </>
        ),
        submit: 'Show',
        onSubmit: list.filter(['status', 'rating', 'q']),
        formKey: params.toString(),
      }}
      label="Customers' reviews"
      tableLabel="Reviews"
      noun={['review', 'reviews']}
      columns={COLUMNS}
      {...pagedList(list, result, (d) => d.reviews)}
    />
  );
}
