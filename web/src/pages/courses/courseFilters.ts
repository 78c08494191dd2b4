import { eurosFromCents, parseQueryEuros } from '@h2o/api/validation/money';
import {
  AGE_GROUPS,
  COURSE_LEVELS,
  COURSE_TYPES,
  oneOf,
  type AgeGroupValue,
  type CourseLevelValue,
  type CourseTypeValue,
} from './courseEnums';

/** The course filters as they live in the URL query string (shareable, back button works). */
export interface CourseFilters {
  ageGroup?: AgeGroupValue;
  level?: CourseLevelValue;
  courseType?: CourseTypeValue;
  onlyAvailable: boolean;
  maxPriceCents?: number;
  search: string;
}

export type CourseFilterKey = keyof CourseFilters;

/** The GraphQL `CourseFilter` input: only what is set, so equal filters share a cache entry. */
interface CourseFilterInput {
  ageGroup?: AgeGroupValue;
  level?: CourseLevelValue;
  courseType?: CourseTypeValue;
  onlyAvailable?: boolean;
  maxPriceCents?: number;
  search?: string;
}

export const PRICE_STEP_CENTS = 500; // slider step, docs/SPEC.md §4
/** Slider maximum when no course has a price yet (docs/SPEC.md §4: 300 €). */
const FALLBACK_MAX_PRICE_CENTS = 30_000;

const PARAM = {
  ageGroup: 'age',
  level: 'level',
  courseType: 'type',
  onlyAvailable: 'available',
  maxPrice: 'maxPrice', // whole euros: readable in a shared link
  search: 'q',
} as const;

/** The query parameters the course list reads (the server keys its page cache by them: ../../ssr/pageParameters.ts). */
export const COURSE_FILTER_PARAMETERS = Object.values(PARAM);

export const EMPTY_FILTERS: CourseFilters = { onlyAvailable: false, search: '' };

/** Reads the filters; unknown values are ignored rather than sent to the API as invalid enums. */
export function parseCourseFilters(params: URLSearchParams): CourseFilters {
  const maxPrice = parseQueryEuros(params.get(PARAM.maxPrice) ?? '');
  return {
    ageGroup: oneOf(AGE_GROUPS, params.get(PARAM.ageGroup)),
    level: oneOf(COURSE_LEVELS, params.get(PARAM.level)),
    courseType: oneOf(COURSE_TYPES, params.get(PARAM.courseType)),
    onlyAvailable: params.get(PARAM.onlyAvailable) === '1',
    maxPriceCents: maxPrice.ok ? maxPrice.cents : undefined,
    search: (params.get(PARAM.search) ?? '').trim(),
  };
}

export function courseFiltersToParams(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.ageGroup) params.set(PARAM.ageGroup, filters.ageGroup);
  if (filters.level) params.set(PARAM.level, filters.level);
  if (filters.courseType) params.set(PARAM.courseType, filters.courseType);
  if (filters.onlyAvailable) params.set(PARAM.onlyAvailable, '1');
  if (filters.maxPriceCents !== undefined) params.set(PARAM.maxPrice, String(eurosFromCents(filters.maxPriceCents)));
  if (filters.search.trim()) params.set(PARAM.search, filters.search.trim());
  return params;
}

export function courseFilterInput(filters: CourseFilters): CourseFilterInput {
  const input: CourseFilterInput = {};
  if (filters.ageGroup) input.ageGroup = filters.ageGroup;
  if (filters.level) input.level = filters.level;
  if (filters.courseType) input.courseType = filters.courseType;
  if (filters.onlyAvailable) input.onlyAvailable = true;
  if (filters.maxPriceCents !== undefined) input.maxPriceCents = filters.maxPriceCents;
  if (filters.search) input.search = filters.search;
  return input;
}

export function activeFilterCount(filters: CourseFilters): number {
  return Object.keys(courseFilterInput(filters)).length;
}

/** The slider's upper end: the highest course price, rounded up to a whole step. */
export function priceSliderMax(maxPriceCents: number | null | undefined): number {
  const highest = maxPriceCents && maxPriceCents > 0 ? maxPriceCents : FALLBACK_MAX_PRICE_CENTS;
  return Math.ceil(highest / PRICE_STEP_CENTS) * PRICE_STEP_CENTS;
}
