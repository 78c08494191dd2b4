/**
 * @generated SignedSource<<04892a50d351049587a04429fb5deed3>>
 * @relayHash 0c67de404c7175293181f84fbb2282a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32fee4ef46d6fd8ac24e63f27b1fe8cbb3fb1cc261dfa758d2926561cf0f041d

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveDemoDataMutation$variables = Record<PropertyKey, never>;
export type useRemoveDemoDataMutation$data = {
  readonly removeDemoData: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRemoveDemoDataMutation = {
  response: useRemoveDemoDataMutation$data;
  variables: useRemoveDemoDataMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RemoveDemoDataPayload",
    "kind": "LinkedField",
    "name": "removeDemoData",
    "plural": false,
    "selections": [
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveDemoDataMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRemoveDemoDataMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "32fee4ef46d6fd8ac24e63f27b1fe8cbb3fb1cc261dfa758d2926561cf0f041d",
    "metadata": {},
    "name": "useRemoveDemoDataMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a722a768565fe0f4cccf0ae982ab0122";

export default node;
