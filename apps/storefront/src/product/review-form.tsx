// docs/customer.md §2.11: "Write a review" for a logged-in customer with a delivered order of the
// product, or a short line why not; their own review's state (waiting, published, not published and why),
// and editing it, which sends it back for checking. Rating 1–5, an optional title, 10–2,000 characters of
// text and up to three photos (docs/customer.md §5, §9).
import { Trans, useLingui } from '@lingui/react/macro';
import { type RequestError, useMyReviewQuery, useSubmitReviewMutation } from '@sajilo/store';
import { Button, FileField, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import { usePageDigits } from '../i18n/numbers.js';
import { asRequestError, showErrorToasts } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './product-reviews.module.css';

const MAX_PHOTOS = 3;

export function ReviewForm({ slug }: { slug: string }) {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const { data } = useMyReviewQuery(slug);
  const [submit, { isLoading }] = useSubmitReviewMutation();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<RequestError['fieldErrors']>({});
  if (!data) return null;
  const mine = data.review;
  if (!data.can_review && !mine) {
    return (
      <p className={styles.why}>
        <Trans>You can review this product once an order of it has been delivered to you.</Trans>
      </p>
    );
  }
  const start = () => {
    setRating(mine?.rating ?? 0);
    setTitle(mine?.title ?? '');
    setBody(mine?.body ?? '');
    setPhotos([]);
    setErrors({});
    setOpen(true);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setErrors({ rating: [pageDigits(t`Choose from 1 to 5 stars.`)] });
      return;
    }
    try {
      const answer = await submit({ slug, rating, title, body, photos }).unwrap();
      toast.success(answer.message);
      setOpen(false);
    } catch (error) {
      const failure = asRequestError(error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) showErrorToasts(failure);
    }
  };
  const photoError = ['photo_1', 'photo_2', 'photo_3'].flatMap((field) => errors[field] ?? []).join(' ');
  return (
    <div className={styles.mine}>
      {mine ? (
        <p className={styles.status} data-status={mine.status}>
          {mine.status === 'pending' ? <Trans>Your review is waiting to be checked.</Trans> : null}
          {mine.status === 'approved' ? <Trans>Your review is published.</Trans> : null}
          {mine.status === 'rejected' ? (
            <Trans>Your review was not published: {mine.reject_reason}</Trans>
          ) : null}
        </p>
      ) : null}
      {!open ? (
        <Button onClick={start}>
          {mine ? <Trans>Edit your review</Trans> : <Trans>Write a review</Trans>}
        </Button>
      ) : (
        <form className={styles.form} onSubmit={send} noValidate aria-label={t`Your review`}>
          <fieldset className={styles.stars}>
            <legend>
              <Trans>Your rating</Trans>
            </legend>
            <div className={styles.starChoices}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className={styles.starChoice} data-on={n <= rating || undefined}>
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    className={styles.starInput}
                  />
                  <span aria-hidden="true">★</span>
                  <span className={styles.starText}>{pageDigits(n === 1 ? t`1 star` : t`${n} stars`)}</span>
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p className={styles.error} role="alert">
                {errors.rating.join(' ')}
              </p>
            ) : null}
          </fieldset>
          <TextField
            label={t`Title`}
            optional
            maxLength={100}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title?.join(' ')}
          />
          <TextAreaField
            label={t`Your review`}
            required
            rows={5}
            maxLength={2000}
            hint={pageDigits(t`10 to 2,000 characters. Plain text.`)}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={errors.body?.join(' ')}
          />
          <FileField
            label={t`Photos`}
            optional
            multiple
            accept="image/jpeg,image/png,image/webp"
            hint={
              mine && mine.photos.length > 0
                ? pageDigits(t`Up to 3 photos, 5 MB each. New photos replace the ones you sent before.`)
                : pageDigits(t`Up to 3 photos, 5 MB each.`)
            }
            onChange={(event) => setPhotos(Array.from(event.target.files ?? []).slice(0, MAX_PHOTOS))}
            error={photoError || undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={isLoading}>
              <Trans>Send review</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
