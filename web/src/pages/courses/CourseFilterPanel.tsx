import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseFilterPanel_options$key } from '../../__generated__/CourseFilterPanel_options.graphql';
import { formatMoney } from '../../i18n/format';
import { CountBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { activeFilterCount, PRICE_STEP_CENTS, priceSliderMax } from './courseFilters';
import { ageGroupMessages, courseTypeMessages, levelMessages } from './enumMessages';
import { EnumSelect } from './EnumSelect';
import { Body, Field, Header, Panel, RadioRow, Toggle } from './filterPanelStyles';
import { filterMessages } from './messages';
import type { CourseFilterControls } from './useCourseFilters';

interface Props {
  options: CourseFilterPanel_options$key;
  controls: CourseFilterControls;
}

/**
 * Selects and the availability choice apply at once; the search text applies on submit
 * ("Kurse anzeigen"), the price when the slider is released or on submit.
 */
export function CourseFilterPanel({ options, controls }: Props) {
  const intl = useIntl();
  const ids = useId();
  const { filters, change, reset } = controls;
  const data = useFragment(
    graphql`
      fragment CourseFilterPanel_options on CourseFilterOptions {
        levels
        ageGroups
        courseTypes
        maxPriceCents
      }
    `,
    options,
  );
  const sliderMax = priceSliderMax(data.maxPriceCents);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const [price, setPrice] = useState(filters.maxPriceCents ?? sliderMax);

  // The URL is the truth: follow it after back/forward, chip removal and reset.
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => setPrice(filters.maxPriceCents ?? sliderMax), [filters.maxPriceCents, sliderMax]);

  const priceFilter = (value: number) => (value >= sliderMax ? undefined : value);
  const commitPrice = () => {
    if (priceFilter(price) !== filters.maxPriceCents) change({ maxPriceCents: priceFilter(price) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: search.trim(), maxPriceCents: priceFilter(price) });
  };
  const count = activeFilterCount(filters);

  return (
    <Panel onSubmit={submit} role="search" aria-labelledby={`${ids}-title`}>
      <Header>
        <h2 id={`${ids}-title`}>
          <FormattedMessage {...filterMessages.title} />
        </h2>
        {count > 0 && (
          <CountBadge data-testid="filter-count" aria-label={intl.formatMessage(filterMessages.activeCount, { count })}>
            {count}
          </CountBadge>
        )}
        <Toggle type="button" aria-expanded={open} aria-controls={`${ids}-body`} onClick={() => setOpen((value) => !value)}>
          <FormattedMessage {...filterMessages.toggle} values={{ open: String(open) }} />
        </Toggle>
      </Header>
      <Body id={`${ids}-body`} $open={open}>
        <EnumSelect
          label={filterMessages.ageGroup}
          values={data.ageGroups}
          labels={ageGroupMessages}
          value={filters.ageGroup}
          testId="filter-age-group"
          onChange={(value) => change({ ageGroup: value as typeof filters.ageGroup })}
        />
        <EnumSelect
          label={filterMessages.level}
          values={data.levels}
          labels={levelMessages}
          value={filters.level}
          testId="filter-level"
          onChange={(value) => change({ level: value as typeof filters.level })}
        />
        <EnumSelect
          label={filterMessages.courseType}
          values={data.courseTypes}
          labels={courseTypeMessages}
          value={filters.courseType}
          testId="filter-course-type"
          onChange={(value) => change({ courseType: value as typeof filters.courseType })}
        />
        <Field as="fieldset">
          <legend>
            <FormattedMessage {...filterMessages.availability} />
          </legend>
          <RadioRow>
            <input
              type="radio"
              name={`${ids}-availability`}
              checked={!filters.onlyAvailable}
              data-testid="filter-availability-all"
              onChange={() => change({ onlyAvailable: false })}
            />
            <FormattedMessage {...filterMessages.availabilityAll} />
          </RadioRow>
          <RadioRow>
            <input
              type="radio"
              name={`${ids}-availability`}
              checked={filters.onlyAvailable}
              data-testid="filter-only-available"
              onChange={() => change({ onlyAvailable: true })}
            />
            <FormattedMessage {...filterMessages.availabilityOnly} />
          </RadioRow>
        </Field>
        <Field>
          <label htmlFor={`${ids}-price`}>
            <FormattedMessage {...filterMessages.maxPrice} values={{ price: formatMoney(price, intl.locale) }} />
          </label>
          <input
            id={`${ids}-price`}
            type="range"
            min={0}
            max={sliderMax}
            step={PRICE_STEP_CENTS}
            value={price}
            aria-valuetext={formatMoney(price, intl.locale)}
            data-testid="filter-max-price"
            onChange={(event) => setPrice(Number(event.target.value))}
            onPointerUp={commitPrice}
            onKeyUp={commitPrice}
          />
        </Field>
        <Field>
          <label htmlFor={`${ids}-search`}>
            <FormattedMessage {...filterMessages.search} />
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            value={search}
            placeholder={intl.formatMessage(filterMessages.searchPlaceholder)}
            data-testid="filter-search"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Button type="submit" $block data-testid="filter-submit">
          <FormattedMessage {...filterMessages.submit} />
        </Button>
        <Button type="button" $variant="ghost" $block disabled={count === 0} data-testid="filter-reset" onClick={reset}>
          <FormattedMessage {...filterMessages.reset} />
        </Button>
      </Body>
    </Panel>
  );
}
