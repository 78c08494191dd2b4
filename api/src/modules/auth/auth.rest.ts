import type {
  RestSignInMutation,
  RestSignInMutationVariables,
  RestSignOutMutation,
  RestSignOutMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute, restText, succeeded } from '../../rest/rest-route.js';

export const authRestRoutes: RestRoute[] = [
  restRoute<RestSignInMutation, RestSignInMutationVariables>({
    // docs/SPEC.md §7: username, password; the answer has user.id. API clients send `token` as `Authorization: Bearer`,
    // and may keep `deviceToken` for their next sign-in (browsers get the device cookie).
    method: 'POST',
    path: '/api/login',
    operation: `mutation RestSignIn($input: SignInInput!) {
      signIn(input: $input) {
        viewer { databaseId username role }
        token
        tokenExpiresAt
        deviceToken
        errors { field code message }
      }
    }`,
    variables: ({ body }) => ({
      input: { username: restText(body.username), password: restText(body.password), deviceToken: restText(body.deviceToken) },
    }),
    payloadOf: 'signIn',
    shape: ({ signIn: { viewer, token, tokenExpiresAt, deviceToken } }) => {
      const user = succeeded(viewer, 'viewer');
      return { user: { id: user.databaseId, username: user.username, role: user.role.toLowerCase() }, token, tokenExpiresAt, deviceToken };
    },
  }),
  restRoute<RestSignOutMutation, RestSignOutMutationVariables>({
    method: 'POST',
    path: '/api/logout',
    operation: `mutation RestSignOut { signOut { signedOut errors { field code message } } }`,
    payloadOf: 'signOut',
    shape: ({ signOut: { signedOut } }) => ({ signedOut }),
  }),
];
