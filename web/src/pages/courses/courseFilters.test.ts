import { activeFilterCount, courseFilterInput, courseFiltersToParams, parseCourseFilters, priceSliderMax } from './courseFilters';

describe('courseFilters', () => {
  it('round-trips through the query string', () => {
    const params = new URLSearchParams('age=YOUTH_16_PLUS&level=ADVANCED&available=1&maxPrice=95&q=kraul');
    const filters = parseCourseFilters(params);
    expect(filters).toEqual({
      ageGroup: 'YOUTH_16_PLUS',
      level: 'ADVANCED',
      courseType: undefined,
      onlyAvailable: true,
      maxPriceCents: 9500,
      search: 'kraul',
    });
    expect(courseFiltersToParams(filters).toString()).toBe(params.toString());
  });

  it('sends only the filters that are set', () => {
    expect(courseFilterInput(parseCourseFilters(new URLSearchParams('')))).toEqual({});
    expect(courseFilterInput(parseCourseFilters(new URLSearchParams('type=LIFESAVING&maxPrice=0')))).toEqual({
      courseType: 'LIFESAVING',
      maxPriceCents: 0,
    });
    expect(activeFilterCount(parseCourseFilters(new URLSearchParams('available=1&q=%20')))).toBe(1);
  });

  it('rounds the slider maximum up to a whole 5 € step, 300 € without data', () => {
    expect(priceSliderMax(24900)).toBe(25000);
    expect(priceSliderMax(25000)).toBe(25000);
    expect(priceSliderMax(null)).toBe(30000);
    expect(priceSliderMax(0)).toBe(30000);
  });
});
