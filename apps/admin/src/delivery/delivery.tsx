// The Delivery screen (docs/back-office.md "Delivery"): each zone's places, rates, free-delivery threshold
// and days, edited and saved one zone at a time; a zone added with the same form, and one removed (the server
// refuses one an order on its way needs). Weights are typed in kilograms and sent in grams; places are chosen
// from the address data (place-picker.tsx).
import type { RequestError } from '@sajilo/store';
import { Button, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { showError } from '../catalog/catalog-shared.js';
import styles from '../components/screens.module.css';
import { useMeQuery } from '../shell/shell-api.js';
import {
  type DeliveryZone,
  type DeliveryZoneInput,
  useCreateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
  useDeliveryZonesQuery,
  useUpdateDeliveryZoneMutation,
} from './delivery-api.js';
import { type Place, PlacePicker } from './place-picker.js';

interface Draft {
  name: string;
  name_ne: string;
  served: boolean;
  base_charge: string;
  base_kg: string;
  step_kg: string;
  step_charge: string;
  free_above: string;
  days_min: string;
  days_max: string;
  places: Place[];
}

const kg = (grams: number) => String(grams / 1000);
const grams = (value: string) => Math.round(Number(value.replace(',', '.')) * 1000);
const whole = (value: string) => Number(value.replace(/,/g, ''));

function draftOf(zone: DeliveryZone): Draft {
  return {
    name: zone.name,
    name_ne: zone.name_ne ?? '',
    served: zone.served,
    base_charge: String(zone.base_charge),
    base_kg: kg(zone.base_weight_grams),
    step_kg: kg(zone.step_weight_grams),
    step_charge: String(zone.step_charge),
    free_above: zone.free_above === null ? '' : String(zone.free_above),
    days_min: String(zone.days_min),
    days_max: String(zone.days_max),
    places: zone.areas.map((a) => ({ district: a.district, municipality: a.municipality ?? '' })),
  };
}

/** A new zone's form: delivered, charged from the first 10 kg in 10 kg steps, 1–3 days, as the database's defaults. */
const EMPTY: Draft = {
  name: '',
  name_ne: '',
  served: true,
  base_charge: '0',
  base_kg: '10',
  step_kg: '10',
  step_charge: '0',
  free_above: '',
  days_min: '1',
  days_max: '3',
  places: [],
};

function inputOf(draft: Draft): DeliveryZoneInput {
  return {
    name: draft.name,
    name_ne: draft.name_ne,
    served: draft.served,
    base_charge: whole(draft.base_charge),
    base_weight_grams: grams(draft.base_kg),
    step_weight_grams: grams(draft.step_kg),
    step_charge: whole(draft.step_charge),
    free_above: draft.free_above.trim() === '' ? null : whole(draft.free_above),
    days_min: whole(draft.days_min),
    days_max: whole(draft.days_max),
    areas: draft.places,
  };
}

/**
 * A zone's form: an existing zone's (saved in place, removable), or with no `zone` the form that adds one
 * (`onAdded` then closes it).
 */
function ZoneForm({
  zone,
  canWrite,
  onAdded,
}: {
  zone?: DeliveryZone;
  canWrite: boolean;
  onAdded?: () => void;
}) {
  const [draft, setDraft] = useState(() => (zone ? draftOf(zone) : EMPTY));
  const [update, updated] = useUpdateDeliveryZoneMutation();
  const [create, created] = useCreateDeliveryZoneMutation();
  const [remove, removed] = useDeleteDeliveryZoneMutation();
  const saving = zone ? updated : created;
  const fields = (saving.error as RequestError | undefined)?.fieldErrors ?? {};
  const set = (key: keyof Draft, value: string | boolean | Place[]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const id = zone ? `zone-${zone.id}` : 'zone-new';
  const title = zone ? zone.name : 'Add a zone';
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = zone ? await update({ id: zone.id, ...inputOf(draft) }) : await create(inputOf(draft));
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      if (zone) setDraft(draftOf(result.data.zone));
      else onAdded?.();
    } else showError(result.error);
  }
  async function removeZone() {
    if (!zone) return;
    if (!window.confirm(`Remove ${zone.name}? Its places are then not served until another zone takes them.`))
      return;
    const result = await remove(zone.id);
    if ('data' in result && result.data) toast.success(result.data.message);
    else showError(result.error);
  }
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={zone ? `Edit ${zone.name}` : 'Add a zone'}
      >
        <div className={styles.formRow}>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={fields.name}
          />
          <TextField
            label="Name in Nepali"
            value={draft.name_ne}
            onChange={(e) => set('name_ne', e.target.value)}
            error={fields.name_ne}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.served} onChange={(e) => set('served', e.target.checked)} />
          Delivered (unticked: these places are refused at checkout)
        </label>
        <div className={styles.formRow}>
          <TextField
            label="Charge for the first weight (Rs)"
            inputMode="numeric"
            value={draft.base_charge}
            onChange={(e) => set('base_charge', e.target.value)}
            error={fields.base_charge}
          />
          <TextField
            label="First weight (kg)"
            inputMode="decimal"
            value={draft.base_kg}
            onChange={(e) => set('base_kg', e.target.value)}
            error={fields.base_weight_grams}
          />
          <TextField
            label="Each further step (Rs)"
            inputMode="numeric"
            value={draft.step_charge}
            onChange={(e) => set('step_charge', e.target.value)}
            error={fields.step_charge}
          />
          <TextField
            label="Step (kg)"
            inputMode="decimal"
            hint="A pallet's weight charges by pallet."
            value={draft.step_kg}
            onChange={(e) => set('step_kg', e.target.value)}
            error={fields.step_weight_grams}
          />
          <TextField
            label="Free from (Rs of goods)"
            inputMode="numeric"
            hint="Empty: never free."
            value={draft.free_above}
            onChange={(e) => set('free_above', e.target.value)}
            error={fields.free_above}
          />
          <TextField
            label="Days, least"
            inputMode="numeric"
            value={draft.days_min}
            onChange={(e) => set('days_min', e.target.value)}
            error={fields.days_min}
          />
          <TextField
            label="Days, most"
            inputMode="numeric"
            value={draft.days_max}
            onChange={(e) => set('days_max', e.target.value)}
            error={fields.days_max}
          />
        </div>
        <PlacePicker
          zone={zone?.name ?? 'the new zone'}
          places={draft.places}
          onChange={(places) => set('places', places)}
          error={fields.areas}
          disabled={!canWrite}
        />
        {canWrite ? (
          <div className={styles.buttons}>
            <Button type="submit" loading={saving.isLoading} loadingLabel="Saving">
              {zone ? `Save ${zone.name}` : 'Add the zone'}
            </Button>
            {zone ? (
              <Button
                type="button"
                variant="secondary"
                loading={removed.isLoading}
                loadingLabel="Removing"
                onClick={removeZone}
              >
                Remove {zone.name}
              </Button>
            ) : (
              <Button type="button" variant="secondary" onClick={onAdded}>
                Cancel
              </Button>
            )}
          </div>
        ) : null}
      </form>
    </section>
  );
}

export function DeliveryScreen() {
  const zones = useDeliveryZonesQuery(undefined);
  const canWrite = useMeQuery(undefined).data?.permissions.includes('catalog.write') ?? false;
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.page}>
      <h1>Delivery</h1>
      <p className={styles.muted}>
        Charges include VAT and are for the first weight, then for each further step begun. Every change is in
        the audit log.
      </p>
      {zones.isLoading ? <Spinner label="Loading the zones" /> : null}
      {canWrite && !adding ? (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a zone
          </Button>
        </div>
      ) : null}
      {adding ? <ZoneForm canWrite={canWrite} onAdded={() => setAdding(false)} /> : null}
      {zones.data?.zones.map((zone) => (
        <ZoneForm key={zone.id} zone={zone} canWrite={canWrite} />
      ))}
    </div>
  );
}
