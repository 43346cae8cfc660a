// docs/browsing.md §2.3: under the product's information, the average of its approved reviews, how
// many, the 5★…1★ bars, the reviews themselves (newest or most helpful first, ten a page) with the shop's
// replies, helpful votes, and "Write a review" for a customer who received the product (docs/customer.md
// §2.3). The reviews' text is plain text, rendered as text (never as HTML).
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components, Product } from '@sajilo/api';
import {
  type ReviewSort,
  selectIsLoggedIn,
  useAppSelector,
  useMarkReviewHelpfulMutation,
  useProductReviewsQuery,
} from '@sajilo/store';
import { Button, RatingStars, ResponsiveImage, SelectField, VisuallyHidden } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useFormatDate } from '../content/format-date.js';
import { PATHS } from '../customer/paths.js';
import { useCounted, useFormatMeasure } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './product-reviews.module.css';
import { ReviewForm } from './review-form.js';

type Review = components['schemas']['Review'];

function ReviewItem({ review, slug, canVote }: { review: Review; slug: string; canVote: boolean }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const helpfulCount = useCounted()(review.helpful_count);
  const [vote, { isLoading }] = useMarkReviewHelpfulMutation();
  const helpful = async () => {
    try {
      const answer = await vote({ id: review.id, slug }).unwrap();
      toast.success(answer.message);
    } catch (error) {
      toastErrors(error);
    }
  };
  return (
    <li className={styles.review} data-review={review.id}>
      <div className={styles.reviewHead}>
        <RatingStars average={review.rating} size="small" />
        {review.title ? <h3 className={styles.reviewTitle}>{review.title}</h3> : null}
      </div>
      <p className={styles.byline}>
        <Trans>
          {review.author} · {formatDate(review.created_at.slice(0, 10))}
        </Trans>
      </p>
      <p className={styles.body}>{review.body}</p>
      {review.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={t`Photos from the reviewer`}>
          {review.photos.map((photo) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <ResponsiveImage
                  image={photo}
                  alt={t`Photo by ${review.author}`}
                  sizes="96px"
                  fit="cover"
                  className={styles.photo}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyHead}>
            <Trans>Reply from Sajilo</Trans>
          </p>
          <p className={styles.body}>{review.reply.body}</p>
        </div>
      ) : null}
      <div className={styles.helpful}>
        <span>
          {t`${select(helpfulCount.category, {
            one: `${helpfulCount.count} person found this helpful`,
            other: `${helpfulCount.count} people found this helpful`,
          })}`}
        </span>
        {canVote ? (
          <Button variant="secondary" onClick={helpful} disabled={isLoading}>
            <Trans>Helpful</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Distribution({ rating }: { rating: NonNullable<Product['rating']> }) {
  const { t } = useLingui();
  const counted = useCounted();
  return (
    <ul className={styles.bars} aria-label={t`How many reviews gave each number of stars`}>
      {rating.distribution.map(({ stars, count }) => {
        const star = counted(stars);
        return (
          <li key={stars} className={styles.bar}>
            <span className={styles.barLabel}>
              <Trans>{star.count} ★</Trans>
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${(count / rating.count) * 100}%` }} />
            </span>
            <span className={styles.barCount}>
              <VisuallyHidden>
                {t`${select(star.category, { one: `${star.count} star:`, other: `${star.count} stars:` })}`}{' '}
              </VisuallyHidden>
              {counted(count).count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ProductReviews({ product }: { product: Product }) {
  const { t } = useLingui();
  const location = useLocation();
  // The session lives in the browser: the page server renders every visitor logged out, so what depends on
  // the session is drawn once the page has hydrated (the same HTML first, no hydration mismatch).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const isLoggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useProductReviewsQuery({ slug: product.slug, sort, page });
  const rating = product.rating;
  const counted = useCounted();
  const formatMeasure = useFormatMeasure();
  const reviews = rating ? counted(rating.count) : undefined;
  const lastPage = data?.last_page ?? 1;
  return (
    <section className={styles.section} id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        <Trans>Customer reviews</Trans>
      </h2>
      <div className={styles.layout}>
        <div className={styles.summary}>
          {rating ? (
            <>
              <p className={styles.average}>
                <span className={styles.averageNumber}>
                  {formatMeasure(Math.round(rating.average * 10) / 10)}
                </span>
                <RatingStars average={rating.average} size="large" />
              </p>
              <p className={styles.count}>
                {reviews
                  ? t`${select(reviews.category, { one: `Based on ${reviews.count} review`, other: `Based on ${reviews.count} reviews` })}`
                  : null}
              </p>
              <Distribution rating={rating} />
            </>
          ) : (
            <p className={styles.none}>
              <Trans>No reviews yet.</Trans>
            </p>
          )}
          {!hydrated ? null : isLoggedIn ? (
            <ReviewForm slug={product.slug} />
          ) : (
            <p className={styles.why}>
              <Trans>
                <Link to={PATHS.login} state={{ from: `${location.pathname}#reviews` }}>
                  Log in
                </Link>{' '}
                to write a review of a product you bought.
              </Trans>
            </p>
          )}
        </div>
        <div className={styles.list}>
          {rating ? (
            <SelectField
              label={t`Sort reviews`}
              className={styles.sort}
              value={sort}
              options={[
                { value: 'newest', label: t`Newest first` },
                { value: 'helpful', label: t`Most helpful first` },
              ]}
              onChange={(event) => {
                setSort(event.target.value === 'helpful' ? 'helpful' : 'newest');
                setPage(1);
              }}
            />
          ) : null}
          <QueryState isLoading={isLoading} error={error} refetch={refetch}>
            {data && data.reviews.length > 0 ? (
              <ul className={styles.reviews}>
                {data.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} slug={product.slug} canVote={isLoggedIn} />
                ))}
              </ul>
            ) : null}
          </QueryState>
          {lastPage > 1 ? (
            <nav className={styles.pager} aria-label={t`Review pages`}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span>
                <Trans>
                  Page {page} of {lastPage}
                </Trans>
              </span>
              <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
                <Trans>Next</Trans>
              </Button>
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}
