import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import LegalPageQuery, { type LegalPageQuery as PageQuery } from '../../__generated__/LegalPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { LegalDocumentName } from './legalMeta';

export interface LegalLoaderData {
  pageRef: PreloadedQuery<PageQuery>;
}

/** The page's text in both languages (the switch needs no reload), rendered on the server with it. */
export const legalLoader =
  (document: LegalDocumentName) =>
  ({ context }: LoaderFunctionArgs): LegalLoaderData => ({
    pageRef: loadRouteQuery<PageQuery>(context, `legal-${document}`, LegalPageQuery, { document }),
  });

export const imprintLoader = legalLoader('IMPRINT');
export const privacyLoader = legalLoader('PRIVACY');
export const termsLoader = legalLoader('TERMS');
