/**
 * @generated SignedSource<<764f4428507fe4b35a9ba80bbd807a7a>>
 * @relayHash 79f045c99709c0052eda7e729ff49979
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 875307984c07b34f1f57f29da16325073c649953e2ba29749f8c93060af123a3

import { ConcreteRequest } from 'relay-runtime';
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
export type CheckoutPageQuery$variables = Record<PropertyKey, never>;
export type CheckoutPageQuery$data = {
  readonly shopSettings: {
    readonly bankTransfer: {
      readonly paymentDays: number;
      readonly ready: boolean;
    };
    readonly payPalAvailable: boolean;
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
        "kind": "ScalarField",
        "name": "payPalAvailable",
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
    "id": "875307984c07b34f1f57f29da16325073c649953e2ba29749f8c93060af123a3",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fb15c344751b75ba8a2b4dcf93d792f8";

export default node;
