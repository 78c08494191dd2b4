/**
 * @generated SignedSource<<0f79b51c37fc262211d6174616b9cebe>>
 * @relayHash dc57873aa6410a23cb7f53978e5aab12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 056141061bc87795214856b2259bbdaeb0035221b737d9e0ab601d4669c10973

import { ConcreteRequest } from 'relay-runtime';
export type VoucherStatus = "ANNOUNCED" | "PAYOUT_RECEIVED" | "REFUNDED" | "%future added value";
export type OpenVouchersQuery$variables = Record<PropertyKey, never>;
export type OpenVouchersQuery$data = {
  readonly adminVouchers: ReadonlyArray<{
    readonly id: string;
    readonly order: {
      readonly customer: {
        readonly firstName: string;
        readonly lastName: string;
      };
    };
    readonly orderNumber: string;
    readonly participantFirstName: string;
    readonly participantLastName: string;
    readonly payoutAmountCents: number | null | undefined;
    readonly status: VoucherStatus;
  }>;
};
export type OpenVouchersQuery = {
  response: OpenVouchersQuery$data;
  variables: OpenVouchersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "participantFirstName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "participantLastName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payoutAmountCents",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "OrderCustomer",
  "kind": "LinkedField",
  "name": "customer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpenVouchersQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "OrderVoucher",
          "kind": "LinkedField",
          "name": "adminVouchers",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            {
              "kind": "RequiredField",
              "field": {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              "action": "THROW"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpenVouchersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderVoucher",
        "kind": "LinkedField",
        "name": "adminVouchers",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "056141061bc87795214856b2259bbdaeb0035221b737d9e0ab601d4669c10973",
    "metadata": {},
    "name": "OpenVouchersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b657bc2bf46ce670bd0d031b83a61d7";

export default node;
