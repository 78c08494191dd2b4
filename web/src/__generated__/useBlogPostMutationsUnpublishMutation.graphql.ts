/**
 * @generated SignedSource<<542581286d2d8d796361b1cd852ead08>>
 * @relayHash 124615d32795a3cc3f89d327490d470e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1679722eb8a0d9222a960a70e93ee0b0b850cd5ef13ef175d588fd8c855c352

import { ConcreteRequest } from 'relay-runtime';
export type UnpublishBlogPostInput = {
  id: string;
};
export type useBlogPostMutationsUnpublishMutation$variables = {
  input: UnpublishBlogPostInput;
};
export type useBlogPostMutationsUnpublishMutation$data = {
  readonly unpublishBlogPost: {
    readonly blogPost: {
      readonly id: string;
      readonly published: boolean;
      readonly publishedAt: string | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useBlogPostMutationsUnpublishMutation = {
  response: useBlogPostMutationsUnpublishMutation$data;
  variables: useBlogPostMutationsUnpublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UnpublishBlogPostPayload",
    "kind": "LinkedField",
    "name": "unpublishBlogPost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "published",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBlogPostMutationsUnpublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlogPostMutationsUnpublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d1679722eb8a0d9222a960a70e93ee0b0b850cd5ef13ef175d588fd8c855c352",
    "metadata": {},
    "name": "useBlogPostMutationsUnpublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3dfbe3c93331fe2ae2ae8a9cda804c69";

export default node;
