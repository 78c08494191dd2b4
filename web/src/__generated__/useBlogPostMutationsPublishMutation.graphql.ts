/**
 * @generated SignedSource<<b154b4508a03ea5f816f72ba3985bd18>>
 * @relayHash e8b91b382a82d0143e6c8007cfa64af3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 138d88aa19455f7e815c9ee34745de107b216cf0a1bdeec3a80884c6438155f4

import { ConcreteRequest } from 'relay-runtime';
export type PublishBlogPostInput = {
  id: string;
};
export type useBlogPostMutationsPublishMutation$variables = {
  input: PublishBlogPostInput;
};
export type useBlogPostMutationsPublishMutation$data = {
  readonly publishBlogPost: {
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
export type useBlogPostMutationsPublishMutation = {
  response: useBlogPostMutationsPublishMutation$data;
  variables: useBlogPostMutationsPublishMutation$variables;
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
    "concreteType": "PublishBlogPostPayload",
    "kind": "LinkedField",
    "name": "publishBlogPost",
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
    "name": "useBlogPostMutationsPublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlogPostMutationsPublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "138d88aa19455f7e815c9ee34745de107b216cf0a1bdeec3a80884c6438155f4",
    "metadata": {},
    "name": "useBlogPostMutationsPublishMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a43c9715c0192a8e3e5f1796aba0a022";

export default node;
