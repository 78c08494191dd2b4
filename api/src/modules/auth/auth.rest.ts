import { type RestRoute, restText } from '../../rest/rest-route.js';

export const authRestRoutes: RestRoute[] = [
  {
    // SPEC §7: username, password; the answer has user.id. API clients send `token` as `Authorization: Bearer`,
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
    variables: ({ body }) => ({ input: { username: restText(body.username), password: restText(body.password), deviceToken: restText(body.deviceToken) } }),
    payloadOf: 'signIn',
    shape: ({ signIn: { viewer, token, tokenExpiresAt, deviceToken } }) => ({
      user: { id: viewer.databaseId, username: viewer.username, role: viewer.role.toLowerCase() },
      token,
      tokenExpiresAt,
      deviceToken,
    }),
  },
  {
    method: 'POST',
    path: '/api/logout',
    operation: `mutation RestSignOut { signOut { signedOut errors { field code message } } }`,
    payloadOf: 'signOut',
    shape: ({ signOut: { signedOut } }) => ({ signedOut }),
  },
];
