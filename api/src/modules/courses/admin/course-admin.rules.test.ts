import 'reflect-metadata';
import { freePlacesAfterResize, placesTaken } from '../../../validation/course-places.js';
import { copyTitle } from './course-admin.rules.js';

describe('freePlacesAfterResize', () => {
  it('keeps the taken places taken: the free places move by the difference', () => {
    expect(freePlacesAfterResize({ totalSlots: 10, availableSlots: 7 }, 12)).toBe(9);
    expect(freePlacesAfterResize({ totalSlots: 10, availableSlots: 7 }, 3)).toBe(0);
    expect(placesTaken({ totalSlots: 10, availableSlots: 7 })).toBe(3);
  });
  it('goes below 0 (to be refused) when fewer places remain than are taken', () => {
    expect(freePlacesAfterResize({ totalSlots: 10, availableSlots: 2 }, 4)).toBe(-4);
  });
});

describe('copyTitle', () => {
  it('appends the German copy suffix, shortening a title at the 200-character limit to fit', () => {
    expect(copyTitle('Seepferdchen')).toBe('Seepferdchen (Kopie)');
    const long = copyTitle('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith('x (Kopie)')).toBe(true);
  });
});
