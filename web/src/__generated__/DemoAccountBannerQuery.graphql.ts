/**
 * @generated SignedSource<<42a6ea16238055db7af87273148bf1a6>>
 * @relayHash a65ffaa56ed500a28d218ea629d5735f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97d2bd64ba3e8878227e0425afbc5301d78a757909102e99e63efc341c357943

import { ConcreteRequest } from 'relay-runtime';
export type DemoAccountBannerQuery$variables = Record<PropertyKey, never>;
export type DemoAccountBannerQuery$data = {
  readonly shopSettings: {
    readonly bankTransfer: {
      readonly isDemo: boolean;
    };
  };
};
export type DemoAccountBannerQuery = {
  response: DemoAccountBannerQuery$data;
  variables: DemoAccountBannerQuery$variables;
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
        "concreteType": "BankTransferDetails",
        "kind": "LinkedField",
        "name": "bankTransfer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDemo",
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
    "name": "DemoAccountBannerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DemoAccountBannerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "97d2bd64ba3e8878227e0425afbc5301d78a757909102e99e63efc341c357943",
    "metadata": {},
    "name": "DemoAccountBannerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e20bc4ba6a647ceeeec20e320329238";

export default node;
