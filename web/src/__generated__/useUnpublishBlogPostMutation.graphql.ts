/**
 * @generated SignedSource<<0763470c6a1866caea259266dfd1384a>>
 * @relayHash b88e71e35392b568c01ef5dc28e127ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID addc7014b4c32b1575ff93ad191cb4e94479bac892d5ff386f0410d93885ad3e

import { ConcreteRequest } from 'relay-runtime';
export type UnpublishBlogPostInput = {
  id: string;
};
export type useUnpublishBlogPostMutation$variables = {
  input: UnpublishBlogPostInput;
};
export type useUnpublishBlogPostMutation$data = {
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
export type useUnpublishBlogPostMutation = {
  response: useUnpublishBlogPostMutation$data;
  variables: useUnpublishBlogPostMutation$variables;
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
    "name": "useUnpublishBlogPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnpublishBlogPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "addc7014b4c32b1575ff93ad191cb4e94479bac892d5ff386f0410d93885ad3e",
    "metadata": {},
    "name": "useUnpublishBlogPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79cc45322decb6d2c036528d9866d1d5";

export default node;
