import type {
  RestBusinessProfileFragment,
  RestBusinessProfileQuery,
  RestBusinessProfileQueryVariables,
  RestUpdateBusinessProfileMutation,
  RestUpdateBusinessProfileMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute, restText, succeeded } from '../../rest/rest-route.js';

const PROFILE_FRAGMENT = `fragment RestBusinessProfile on BusinessProfile {
  legalName owner street postalCode town country phone email taxNumber vatId registerEntry notificationEmails
}`;

const shapeProfile = (profile: RestBusinessProfileFragment) => ({ ...profile, notificationEmails: [...profile.notificationEmails] });

/** The admins' business profile on the REST door, as the Settings page edits it over GraphQL (both admins only). */
export const businessProfileRestRoutes: RestRoute[] = [
  restRoute<RestBusinessProfileQuery, RestBusinessProfileQueryVariables>({
    method: 'GET',
    path: '/api/admin/business-profile',
    operation: `query RestBusinessProfile { businessProfile { ...RestBusinessProfile } } ${PROFILE_FRAGMENT}`,
    shape: (data) => shapeProfile(data.businessProfile),
  }),
  restRoute<RestUpdateBusinessProfileMutation, RestUpdateBusinessProfileMutationVariables>({
    method: 'PUT',
    path: '/api/admin/business-profile',
    operation: `mutation RestUpdateBusinessProfile($input: UpdateBusinessProfileInput!) {
      updateBusinessProfile(input: $input) { businessProfile { ...RestBusinessProfile } errors { field code message } }
    } ${PROFILE_FRAGMENT}`,
    variables: ({ body }) => ({
      input: {
        legalName: restText(body.legalName),
        // Older clients do not send it: absent keeps the stored one.
        owner: body.owner === undefined || body.owner === null ? null : restText(body.owner),
        street: restText(body.street),
        postalCode: restText(body.postalCode),
        town: restText(body.town),
        country: restText(body.country),
        phone: restText(body.phone),
        email: restText(body.email),
        taxNumber: restText(body.taxNumber),
        vatId: restText(body.vatId),
        registerEntry: restText(body.registerEntry),
        notificationEmails: Array.isArray(body.notificationEmails) ? body.notificationEmails.map(restText) : [],
      },
    }),
    payloadOf: 'updateBusinessProfile',
    shape: ({ updateBusinessProfile: payload }) => shapeProfile(succeeded(payload.businessProfile, 'businessProfile')),
  }),
];
