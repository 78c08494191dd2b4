import { defineMessages, type NoMessageValues } from 'react-intl';

// react-intl 12 types message values: messages with placeholders declare them here.
export const formatMessages = defineMessages<{
  noDate: NoMessageValues;
  invalidDate: NoMessageValues;
  dateError: NoMessageValues;
  dateRange: { start: string; end: string };
}>({
  noDate: { id: 'format.date.empty', description: 'Shown instead of a date when none is set' },
  invalidDate: { id: 'format.date.invalid', description: 'Shown when a date cannot be read' },
  dateError: { id: 'format.date.error', description: 'Shown when formatting a date fails unexpectedly' },
  dateRange: { id: 'format.date.range', description: 'A period between two dates, e.g. 01.09.2025 – 20.10.2025' },
});

export const commonMessages = defineMessages({
  notSpecified: { id: 'common.notSpecified', description: 'Placeholder for a missing value' },
  loading: { id: 'common.loading', description: 'Accessible label of a loading spinner' },
  generalError: { id: 'common.error.general', description: 'Generic error text when something failed' },
  retry: { id: 'common.retry', description: 'Button to try a failed action again' },
});
