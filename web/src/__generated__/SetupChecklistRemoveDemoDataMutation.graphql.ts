/**
 * @generated SignedSource<<bc38190aff64695705b3aa00cf54f595>>
 * @relayHash 91c54656cc4a1ce7fd2a925a6bf3504c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8167df09158ad57f860b85c1a8c991f1725a4189822c9b4f672dffe52fbbbd8

import { ConcreteRequest } from 'relay-runtime';
export type SetupChecklistRemoveDemoDataMutation$variables = Record<PropertyKey, never>;
export type SetupChecklistRemoveDemoDataMutation$data = {
  readonly removeDemoData: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetupChecklistRemoveDemoDataMutation = {
  response: SetupChecklistRemoveDemoDataMutation$data;
  variables: SetupChecklistRemoveDemoDataMutation$variables;
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
    "name": "SetupChecklistRemoveDemoDataMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetupChecklistRemoveDemoDataMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b8167df09158ad57f860b85c1a8c991f1725a4189822c9b4f672dffe52fbbbd8",
    "metadata": {},
    "name": "SetupChecklistRemoveDemoDataMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "958c85acb342b4e303146d3248a3d5eb";

export default node;
