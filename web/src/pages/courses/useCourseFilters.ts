import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, courseFiltersToParams, parseCourseFilters, type CourseFilterKey, type CourseFilters } from './courseFilters';

export interface CourseFilterControls {
  filters: CourseFilters;
  change: (patch: Partial<CourseFilters>) => void;
  remove: (key: CourseFilterKey) => void;
  reset: () => void;
}

/** The filters from the URL; every change is a new history entry. */
export function useCourseFilters(): CourseFilterControls {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCourseFilters(params), [params]);

  const change = useCallback(
    (patch: Partial<CourseFilters>) => setParams(courseFiltersToParams({ ...filters, ...patch })),
    [filters, setParams],
  );
  const remove = useCallback((key: CourseFilterKey) => change({ [key]: EMPTY_FILTERS[key] }), [change]);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, change, remove, reset };
}
