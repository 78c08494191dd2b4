/**
 * @generated SignedSource<<d56778c1a2b5dd70a13c209335076576>>
 * @relayHash 86aeba2aec9b4ee8bbf76ba55c8e6f6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbd30ccdcd8e1152d3358e5c5981539f3bc3b19325a8b21744d2a2644fc4a0df

import { ConcreteRequest } from 'relay-runtime';
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
export type CheckoutPageQuery$variables = Record<PropertyKey, never>;
export type CheckoutPageQuery$data = {
  readonly shopSettings: {
    readonly bankTransfer: {
      readonly paymentDays: number;
      readonly ready: boolean;
    };
    readonly vatMode: VatMode;
  };
};
export type CheckoutPageQuery = {
  response: CheckoutPageQuery$data;
  variables: CheckoutPageQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BankTransferDetails",
        "kind": "LinkedField",
        "name": "bankTransfer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ready",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentDays",
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
    "name": "CheckoutPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dbd30ccdcd8e1152d3358e5c5981539f3bc3b19325a8b21744d2a2644fc4a0df",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "feb513a6194e695ba9e77137dd9334f5";

export default node;
