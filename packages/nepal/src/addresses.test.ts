import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  DISTRICTS,
  districtsOf,
  findLocalLevel,
  LOCAL_LEVELS,
  localLevelsOf,
  PROVINCES,
  searchLocalLevels,
} from './addresses.js';

// Nepal's public figures: 7 provinces, 77 districts, 753 local levels (6 metropolitan cities, 11
// sub-metropolitan cities, 276 municipalities, 460 rural municipalities).
const ALL_DISTRICTS =
  `Achham Arghakhanchi Baglung Baitadi Bajhang Bajura Banke Bara Bardiya Bhaktapur Bhojpur Chitwan
Dadeldhura Dailekh Dang Darchula Dhading Dhankuta Dhanusha Dolakha Dolpa Doti Eastern-Rukum Gorkha Gulmi Humla
Ilam Jajarkot Jhapa Jumla Kailali Kalikot Kanchanpur Kapilvastu Kaski Kathmandu Kavrepalanchok Khotang Lalitpur
Lamjung Mahottari Makwanpur Manang Morang Mugu Mustang Myagdi Nawalpur Nuwakot Okhaldhunga Palpa Panchthar Parasi
Parbat Parsa Pyuthan Ramechhap Rasuwa Rautahat Rolpa Rupandehi Salyan Sankhuwasabha Saptari Sarlahi Sindhuli
Sindhupalchok Siraha Solukhumbu Sunsari Surkhet Syangja Tanahun Taplejung Terhathum Udayapur Western-Rukum`
    .split(/\s+/)
    .map((d) => d.replace('-', ' '));

// The data's spellings of a few districts differ from the common ones above.
const SPELLING: Record<string, string> = {
  Achham: 'Acham',
  Panchthar: 'Pachthar',
  Parbat: 'Parwat',
  Ramechhap: 'Ramechap',
};

describe('Nepal addresses', () => {
  it('has 7 provinces, 77 districts and 753 local levels of the four kinds', () => {
    expect(PROVINCES.map((p) => p.name)).toEqual([
      'Koshi Province',
      'Madhesh Province',
      'Bagmati Province',
      'Gandaki Province',
      'Lumbini Province',
      'Karnali Province',
      'Sudurpashchim Province',
    ]);
    expect(DISTRICTS).toHaveLength(77);
    expect(LOCAL_LEVELS).toHaveLength(753);
    const kinds: Record<string, number> = {};
    for (const l of LOCAL_LEVELS) kinds[l.type] = (kinds[l.type] ?? 0) + 1;
    expect(kinds).toEqual({ MC: 6, SMC: 11, M: 276, RM: 460 });
    expect(LOCAL_LEVELS.every((l) => l.wards >= 1 && l.wards <= 35)).toBe(true);
  });

  it('holds every district, each with its local levels', () => {
    expect(ALL_DISTRICTS).toHaveLength(77);
    const names = new Set(DISTRICTS.map((d) => d.name));
    for (const district of ALL_DISTRICTS)
      expect(names.has(SPELLING[district] ?? district), district).toBe(true);
    for (const d of DISTRICTS)
      expect(
        LOCAL_LEVELS.some((l) => l.district === d.id),
        d.name,
      ).toBe(true);
  });

  it('walks province → district → local level → ward', () => {
    expect(districtsOf('Bagmati Province').map((d) => d.name)).toContain('Kathmandu');
    expect(districtsOf('Bagmati Province')).toHaveLength(13);
    const ktm = localLevelsOf('Bagmati Province', 'Kathmandu');
    expect(ktm).toHaveLength(11);
    expect(findLocalLevel('Bagmati Province', 'Kathmandu', 'kathmandu metropolitan city')).toMatchObject({
      type: 'MC',
      wards: 32,
    });
    expect(searchLocalLevels(ktm, 'metro').map((l) => l.name)).toEqual(['Kathmandu Metropolitan City']);
  });

  it('names the part of an address that is not Nepal’s', () => {
    const good = {
      province: 'Bagmati Province',
      district: 'Kathmandu',
      municipality: 'Kathmandu Metropolitan City',
      ward: 10,
    };
    expect(addressProblems(good)).toEqual([]);
    expect(addressProblems({ ...good, province: 'Bagmati' })).toEqual(['province']);
    expect(addressProblems({ ...good, district: 'Kaski' })).toEqual(['district']);
    expect(addressProblems({ ...good, municipality: 'Pokhara Metropolitan City' })).toEqual(['municipality']);
    expect(addressProblems({ ...good, ward: 33 })).toEqual(['ward']);
  });
});
