// The places a delivery zone covers, chosen rather than typed (docs/back-office.md "Delivery"): province →
// district → municipality from the address data the checkout's pickers use (@sajilo/nepal/addresses), so a
// zone names places exactly as an address names them. A place is a whole district or one municipality of
// it; the server still checks every place and that none is in two zones, and its refusals show under the
// list. The address data (about 100 KB of script) is loaded when the Delivery screen opens, not with every
// screen of the back office.
import { Button, SelectField } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import styles from './place-picker.module.css';

export interface Place {
  district: string;
  municipality: string;
}

export const placeName = (place: Place) =>
  place.municipality ? `${place.district} / ${place.municipality}` : place.district;

type Addresses = typeof import('@sajilo/nepal/addresses');

/** The address data, loaded once for every zone's picker. */
let loading: Promise<Addresses> | undefined;
function useAddresses(): Addresses | undefined {
  const [addresses, setAddresses] = useState<Addresses>();
  useEffect(() => {
    let live = true;
    loading ??= import('@sajilo/nepal/addresses');
    void loading.then((module) => {
      if (live) setAddresses(module);
    });
    return () => {
      live = false;
    };
  }, []);
  return addresses;
}

const same = (a: Place, b: Place) => a.district === b.district && a.municipality === b.municipality;

export function PlacePicker({
  zone,
  places,
  onChange,
  error,
  disabled,
}: {
  /** The zone's name, naming the list and the buttons for a screen reader. */
  zone: string;
  places: readonly Place[];
  onChange: (places: Place[]) => void;
  error?: readonly string[] | undefined;
  disabled?: boolean;
}) {
  const [province, setProvince] = useState('');
  const [district, setDistrict] = useState('');
  const [municipality, setMunicipality] = useState('');
  const addresses = useAddresses();
  const districts = addresses && province ? addresses.districtsOf(province) : [];
  const levels = addresses && province && district ? addresses.localLevelsOf(province, district) : [];
  const chosen: Place = { district, municipality };
  const already = places.some((p) => same(p, chosen));
  function add() {
    if (!district || already) return;
    onChange([...places, chosen]);
    setMunicipality('');
  }
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>Places</legend>
      {places.length === 0 ? (
        <p className={styles.none}>No place yet: choose one below.</p>
      ) : (
        <ul className={styles.places} aria-label={`Places of ${zone}`}>
          {places.map((place) => (
            <li key={placeName(place)} className={styles.place}>
              <span>{placeName(place)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Take ${placeName(place)} out`}
                onClick={() => onChange(places.filter((p) => !same(p, place)))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && error.length > 0 ? (
        <ul className={styles.errors}>
          {error.map((message) => (
            <li key={message} role="alert">
              {message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.choose}>
        <SelectField
          label="Province"
          placeholder="Choose a province"
          loading={!addresses}
          options={(addresses?.PROVINCES ?? []).map((p) => ({ value: p.name, label: p.name }))}
          value={province}
          onChange={(e) => {
            setProvince(e.target.value);
            setDistrict('');
            setMunicipality('');
          }}
        />
        <SelectField
          label="District"
          placeholder="Choose a district"
          emptyText="Choose a province first"
          options={districts.map((d) => ({ value: d.name, label: d.name }))}
          value={district}
          onChange={(e) => {
            setDistrict(e.target.value);
            setMunicipality('');
          }}
        />
        <SelectField
          label="Municipality"
          placeholder="The whole district"
          emptyText="Choose a district first"
          options={levels.map((l) => ({ value: l.name, label: l.name }))}
          value={municipality}
          onChange={(e) => setMunicipality(e.target.value)}
        />
        <Button type="button" variant="secondary" disabled={!district || already} onClick={add}>
          {already ? 'In the list' : 'Add the place'}
        </Button>
      </div>
    </fieldset>
  );
}
