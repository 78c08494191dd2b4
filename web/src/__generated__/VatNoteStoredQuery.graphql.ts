/**
 * @generated SignedSource<<4112c4e69e88d4318df684c17720debf>>
 * @relayHash 6f7ca8f91cdd920103d06fd4afaf99a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec00b72b9e73d02f7c253138bc007265f7aa22e31a694222f9e2b5a6ba6210f1

import { ConcreteRequest } from 'relay-runtime';
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
export type VatNoteStoredQuery$variables = Record<PropertyKey, never>;
export type VatNoteStoredQuery$data = {
  readonly shopSettings: {
    readonly vatMode: VatMode;
  };
};
export type VatNoteStoredQuery = {
  response: VatNoteStoredQuery$data;
  variables: VatNoteStoredQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ShopSettings",
    "kind": "LinkedField",
    "name": "shopSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "vatMode",
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
    "name": "VatNoteStoredQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VatNoteStoredQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ec00b72b9e73d02f7c253138bc007265f7aa22e31a694222f9e2b5a6ba6210f1",
    "metadata": {},
    "name": "VatNoteStoredQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f9b260e89efcfebb3d860ed5f33af0b9";

export default node;
