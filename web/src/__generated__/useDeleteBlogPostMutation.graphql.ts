/**
 * @generated SignedSource<<94f4f0985eaf3960575961c76ce62c19>>
 * @relayHash 74a2bf668a3d338718a505687a16148b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ec6bae26a8eacd9f8e7dbb09120b26b6df4dbeda5c0c86f7306ee543c01f6d9

import { ConcreteRequest } from 'relay-runtime';
export type DeleteBlogPostInput = {
  id: string;
};
export type useDeleteBlogPostMutation$variables = {
  input: DeleteBlogPostInput;
};
export type useDeleteBlogPostMutation$data = {
  readonly deleteBlogPost: {
    readonly deletedBlogPostId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useDeleteBlogPostMutation = {
  response: useDeleteBlogPostMutation$data;
  variables: useDeleteBlogPostMutation$variables;
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
    "concreteType": "DeleteBlogPostPayload",
    "kind": "LinkedField",
    "name": "deleteBlogPost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedBlogPostId",
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
    "name": "useDeleteBlogPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteBlogPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5ec6bae26a8eacd9f8e7dbb09120b26b6df4dbeda5c0c86f7306ee543c01f6d9",
    "metadata": {},
    "name": "useDeleteBlogPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "70c239a8545518d684eb1378d574b77c";

export default node;
