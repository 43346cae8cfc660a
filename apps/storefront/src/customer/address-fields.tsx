// Nepal's address pickers (docs/nepal.md "Addresses"): province → district → municipality or rural
// municipality (type to search, English or Nepali) → ward, from @sajilo/nepal's data of 7 provinces, 77
// districts and 753 local levels. The province is sent as `state` and the local level as `city` (the
// contract's names), with `district` and `ward`; the server checks the four belong together.
import { useLingui } from '@lingui/react/macro';
import { districtsOf, findLocalLevel, localLevelsOf, PROVINCES } from '@sajilo/nepal/addresses';
import { SelectField, TextField } from '@sajilo/ui';
import { useEffect, useId } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

interface AddressValues extends FieldValues {
  state: string;
  district: string;
  city: string;
  ward: string;
}

type FieldProps = UseFormRegisterReturn & { required: boolean; error?: string[] | undefined };

export interface AddressFieldsProps<V extends AddressValues> {
  form: UseFormReturn<V>;
  /** The form's field helper (useServerForm's), for registration, the asterisk and messages. */
  field: (name: Path<V>, options?: { required?: boolean }) => FieldProps;
  className?: string;
  /** The profile's address may stay empty; the checkout's may not. */
  optional?: boolean;
}

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.name, label: `${p.name} (${p.name_ne})` }));

export function AddressFields<V extends AddressValues>({
  form,
  field,
  className,
  optional = false,
}: AddressFieldsProps<V>) {
  const { t } = useLingui();
  const rules = { required: !optional };
  const listId = useId();
  const name = (n: keyof AddressValues) => n as Path<V>;
  const province = form.watch(name('state')) as string;
  const district = form.watch(name('district')) as string;
  const city = form.watch(name('city')) as string;
  const ward = form.watch(name('ward')) as string;
  const districts = districtsOf(province);
  const levels = localLevelsOf(province, district);
  const level = findLocalLevel(province, district, city);

  // A choice above resets the choices below it that no longer belong.
  useEffect(() => {
    const clear = (n: keyof AddressValues) => form.setValue(name(n), '' as PathValue<V, Path<V>>);
    if (district && !districts.some((d) => d.name === district)) clear('district');
  });
  useEffect(() => {
    const ward = form.getValues(name('ward')) as string;
    if (ward && (!level || Number(ward) > level.wards))
      form.setValue(name('ward'), '' as PathValue<V, Path<V>>);
  });

  return (
    <>
      <SelectField
        {...field(name('state'), rules)}
        // Controlled by the form's value: a value set before its options exist (a saved address) still shows.
        value={province ?? ''}
        label={t`Province`}
        placeholder={t`Select province`}
        options={PROVINCE_OPTIONS}
        className={className}
      />
      <SelectField
        {...field(name('district'), rules)}
        value={district ?? ''}
        label={t`District`}
        placeholder={t`Select district`}
        emptyText={t`Select a province first`}
        options={districts.map((d) => ({
          value: d.name,
          label: `${d.name} (${d.name_ne})`,
        }))}
        disabled={!province}
        className={className}
      />
      <TextField
        {...field(name('city'), rules)}
        value={city ?? ''}
        label={t`Municipality / Rural Municipality`}
        list={listId}
        autoComplete="off"
        hint={district ? t`Type to search` : t`Select a district first`}
        disabled={!district}
        className={className}
      />
      <datalist id={listId}>
        {levels.map((l) => (
          <option key={l.name} value={l.name}>
            {l.name_ne}
          </option>
        ))}
      </datalist>
      <SelectField
        {...field(name('ward'), rules)}
        value={ward ?? ''}
        label={t`Ward`}
        placeholder={t`Select ward`}
        emptyText={t`Choose the municipality first`}
        options={Array.from({ length: level?.wards ?? 0 }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }))}
        disabled={!level}
        className={className}
      />
    </>
  );
}
