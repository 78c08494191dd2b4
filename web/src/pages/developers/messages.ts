import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const developersMessages = defineMessages<{
  title: None;
  description: None;
  lead: None;
  contents: None;
  authentication: None;
  pagination: None;
  limits: None;
  errors: None;
  caching: None;
  webhooks: None;
  subscriptions: None;
  deprecation: None;
  changelog: None;
}>({
  title: { id: 'developers.title', description: 'Heading and browser tab title of the developer documentation page (public API)' },
  description: {
    id: 'developers.description',
    description: 'Search-result snippet of the developer documentation page, at most ~155 characters',
  },
  lead: { id: 'developers.lead', description: 'Introductory sentence under the heading of the developer documentation' },
  contents: { id: 'developers.contents', description: 'Heading of the table of contents of the developer documentation' },
  authentication: {
    id: 'developers.section.authentication',
    description: 'Table of contents entry: authentication (anonymous, partner keys, staff)',
  },
  pagination: { id: 'developers.section.pagination', description: 'Table of contents entry: pagination (Relay connections)' },
  limits: { id: 'developers.section.limits', description: 'Table of contents entry: limits, costs and rate limits' },
  errors: { id: 'developers.section.errors', description: 'Table of contents entry: errors' },
  caching: { id: 'developers.section.caching', description: 'Table of contents entry: HTTP caching and persisted queries' },
  webhooks: { id: 'developers.section.webhooks', description: 'Table of contents entry: webhooks and their signatures' },
  subscriptions: { id: 'developers.section.subscriptions', description: 'Table of contents entry: subscriptions over Server-Sent Events' },
  deprecation: { id: 'developers.section.deprecation', description: 'Table of contents entry: the deprecation policy' },
  changelog: { id: 'developers.section.changelog', description: 'Table of contents entry and heading: the changelog of the API' },
});

export const changelogMessages = defineMessages<{
  intro: None;
  firstRelease: None;
  declaredBreaking: { reason: string };
  BREAKING: None;
  DANGEROUS: None;
  NON_BREAKING: None;
  added: { path: string };
  removed: { path: string };
  typeChanged: { path: string };
  descriptionChanged: { path: string };
  defaultChanged: { path: string };
  deprecated: { path: string; day: string };
  undeprecated: { path: string };
  changed: { path: string };
}>({
  intro: { id: 'developers.changelog.intro', description: 'Sentence above the changelog: every release of the schema, newest first' },
  firstRelease: { id: 'developers.changelog.firstRelease', description: 'Changelog entry of the first release of the public schema' },
  declaredBreaking: {
    id: 'developers.changelog.declaredBreaking',
    description:
      'A release that breaks clients without the deprecation notice on purpose; {reason} is the developers\u2019 reason (English)',
  },
  BREAKING: { id: 'developers.changelog.level.breaking', description: 'Heading of the changes that break existing clients' },
  DANGEROUS: {
    id: 'developers.changelog.level.dangerous',
    description: 'Heading of the changes that may change what existing clients see',
  },
  NON_BREAKING: { id: 'developers.changelog.level.nonBreaking', description: 'Heading of the other (compatible) changes' },
  added: { id: 'developers.changelog.added', description: 'A schema element {path} (e.g. Course.title) was added' },
  removed: { id: 'developers.changelog.removed', description: 'A schema element {path} was removed' },
  typeChanged: { id: 'developers.changelog.typeChanged', description: 'The type of schema element {path} changed' },
  descriptionChanged: {
    id: 'developers.changelog.descriptionChanged',
    description: 'The documentation text of schema element {path} changed',
  },
  defaultChanged: { id: 'developers.changelog.defaultChanged', description: 'The default value of argument or input field {path} changed' },
  deprecated: {
    id: 'developers.changelog.deprecated',
    description: 'Schema element {path} is deprecated and may be removed after {day} (ISO date)',
  },
  undeprecated: { id: 'developers.changelog.undeprecated', description: 'Schema element {path} is no longer deprecated' },
  changed: { id: 'developers.changelog.changed', description: 'Any other change of schema element {path}' },
});
