import { describe, expect, it } from 'vitest';
import { mapUrl } from './arenas';

const nowhere = { address: null, city: null, country: null, latitude: null, longitude: null };

describe('when an arena has coordinates', () => {
  it('links to a marker there on OpenStreetMap', () => {
    expect(mapUrl({ ...nowhere, city: 'Novi Sad', latitude: 45.2471, longitude: 19.8453 })).toBe(
      'https://www.openstreetmap.org/?mlat=45.2471&mlon=19.8453#map=17/45.2471/19.8453',
    );
  });

  it('links to a marker at 0, 0 too (a real place, not "unknown")', () => {
    expect(mapUrl({ ...nowhere, latitude: 0, longitude: 0 })).toBe(
      'https://www.openstreetmap.org/?mlat=0&mlon=0#map=17/0/0',
    );
  });
});

describe('when an arena has only an address', () => {
  it('searches OpenStreetMap for the address, city and country', () => {
    expect(mapUrl({ ...nowhere, address: 'Sutjeska 2', city: 'Novi Sad', country: 'Srbija' })).toBe(
      'https://www.openstreetmap.org/search?query=Sutjeska%202%2C%20Novi%20Sad%2C%20Srbija',
    );
  });

  it('has no link when nothing locates it, or only one coordinate is known', () => {
    expect(mapUrl(nowhere)).toBeNull();
    expect(mapUrl({ ...nowhere, latitude: 45 })).toBeNull();
  });
});
