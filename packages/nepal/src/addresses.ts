// Nepal's addresses for the address pickers (docs/nepal.md "Addresses"): province → district → municipality
// or rural municipality → ward, from src/address-data.json (7 provinces, 77 districts, 753 local levels;
// vendored from the npm package states-nepal by scripts/vendor-addresses.mjs, which names the source). Its
// own entry point (`@sajilo/nepal/addresses`) so only the screens with an address load the data.
import data from './address-data.json' with { type: 'json' };

export interface Province {
  id: number;
  name: string;
  name_ne: string;
}
export interface District {
  id: number;
  province: number;
  name: string;
  name_ne: string;
}
export interface LocalLevel {
  district: number;
  /** e.g. "Kathmandu Metropolitan City", "Shadanand Municipality", "Aamchok Rural Municipality". */
  name: string;
  name_ne: string;
  /** MC metropolitan city, SMC sub-metropolitan city, M municipality, RM rural municipality. */
  type: string;
  wards: number;
}

export const PROVINCES: readonly Province[] = data.provinces;
export const DISTRICTS: readonly District[] = data.districts;
export const LOCAL_LEVELS: readonly LocalLevel[] = data.localLevels;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const findProvince = (name: string) =>
  PROVINCES.find((p) => same(p.name, name) || same(p.name_ne, name));

export function districtsOf(provinceName: string): District[] {
  const province = findProvince(provinceName);
  return province ? DISTRICTS.filter((d) => d.province === province.id) : [];
}

export function findDistrict(provinceName: string, districtName: string): District | undefined {
  return districtsOf(provinceName).find((d) => same(d.name, districtName) || same(d.name_ne, districtName));
}

export function localLevelsOf(provinceName: string, districtName: string): LocalLevel[] {
  const district = findDistrict(provinceName, districtName);
  return district ? LOCAL_LEVELS.filter((l) => l.district === district.id) : [];
}

export function findLocalLevel(province: string, district: string, name: string): LocalLevel | undefined {
  return localLevelsOf(province, district).find((l) => same(l.name, name) || same(l.name_ne, name));
}

/** Local levels whose English or Nepali name contains the typed text (what a picker shows while typing). */
export function searchLocalLevels(levels: readonly LocalLevel[], typed: string): LocalLevel[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [...levels];
  return levels.filter((l) => l.name.toLowerCase().includes(text) || l.name_ne.includes(text));
}

export type AddressProblem = 'province' | 'district' | 'municipality' | 'ward';

/** Which part of an address is not one of Nepal's (none: the address is whole and consistent). */
export function addressProblems(address: {
  province: string;
  district: string;
  municipality: string;
  ward: number;
}): AddressProblem[] {
  if (!findProvince(address.province)) return ['province'];
  if (!findDistrict(address.province, address.district)) return ['district'];
  const level = findLocalLevel(address.province, address.district, address.municipality);
  if (!level) return ['municipality'];
  return Number.isInteger(address.ward) && address.ward >= 1 && address.ward <= level.wards ? [] : ['ward'];
}
