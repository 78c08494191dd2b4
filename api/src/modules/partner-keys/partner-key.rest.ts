import type {
  RestCreatePartnerKeyMutation,
  RestCreatePartnerKeyMutationVariables,
  RestPartnerKeysQuery,
  RestPartnerKeysQueryVariables,
  RestRevokePartnerKeyMutation,
  RestRevokePartnerKeyMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { idParam, restRoute, type RestRoute } from '../../rest/rest-route.js';

const KEY_FIELDS = 'databaseId name prefix scopes createdBy createdAt lastUsedAt revokedAt revokedBy';

const shapeKey = <K extends { databaseId: number }>({ databaseId, ...key }: K) => ({ id: databaseId, ...key });

/** Partner API keys for REST clients, admins only (the operations are `@Authorized(ADMIN_ONLY)`: 401/403 otherwise). */
export const partnerKeyRestRoutes: RestRoute[] = [
  restRoute<RestPartnerKeysQuery, RestPartnerKeysQueryVariables>({
    method: 'GET',
    path: '/api/admin/partner-keys',
    operation: `query RestPartnerKeys { partnerKeys { ${KEY_FIELDS} } }`,
    variables: () => ({}),
    shape: (data) => data.partnerKeys.map(shapeKey),
  }),
  restRoute<RestCreatePartnerKeyMutation, RestCreatePartnerKeyMutationVariables>({
    method: 'POST',
    path: '/api/admin/partner-keys',
    operation: `mutation RestCreatePartnerKey($input: CreatePartnerKeyInput!) {
      createPartnerKey(input: $input) { key partnerKey { ${KEY_FIELDS} } errors { field code message } }
    }`,
    // Missing fields reach the schema's rules (REQUIRED), as the form's do; wrong types were refused before (INVALID_TYPE).
    variables: ({ body }) => ({
      input: { name: (body.name as string | undefined) ?? '', scopes: (body.scopes as string[] | undefined) ?? [] },
    }),
    payloadOf: 'createPartnerKey',
    successStatus: 201,
    shape: (data) => {
      const { key, partnerKey } = data.createPartnerKey;
      return partnerKey ? { ...shapeKey(partnerKey), key } : null;
    },
  }),
  restRoute<RestRevokePartnerKeyMutation, RestRevokePartnerKeyMutationVariables>({
    method: 'DELETE',
    path: '/api/admin/partner-keys/:id',
    operation: `mutation RestRevokePartnerKey($input: RevokePartnerKeyInput!) {
      revokePartnerKey(input: $input) { partnerKey { ${KEY_FIELDS} } errors { field code message } }
    }`,
    variables: ({ params }) => ({ input: { keyId: idParam(params.id, 'key id') } }),
    payloadOf: 'revokePartnerKey',
    notFoundCodes: ['PARTNER_KEY_NOT_FOUND'],
    shape: (data) => (data.revokePartnerKey.partnerKey ? shapeKey(data.revokePartnerKey.partnerKey) : null),
  }),
];
