/**
 * @generated SignedSource<<72d961030fd49b801bbb8016c4de7742>>
 * @relayHash 5351e8d5c7f9913c5fe31b2153dfbbd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fb91bea8fb61fe08c80e75ebf1cd2ab02557600f3e683776c75ca68ce6fdce2

import { ConcreteRequest } from 'relay-runtime';
export type DeleteBlogPostInput = {
  id: string;
};
export type useBlogPostMutationsDeleteMutation$variables = {
  input: DeleteBlogPostInput;
};
export type useBlogPostMutationsDeleteMutation$data = {
  readonly deleteBlogPost: {
    readonly deletedBlogPostId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useBlogPostMutationsDeleteMutation = {
  response: useBlogPostMutationsDeleteMutation$data;
  variables: useBlogPostMutationsDeleteMutation$variables;
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
    "name": "useBlogPostMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlogPostMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4fb91bea8fb61fe08c80e75ebf1cd2ab02557600f3e683776c75ca68ce6fdce2",
    "metadata": {},
    "name": "useBlogPostMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c98a26f7e787ee0dcf6d7cc9c931d83";

export default node;
