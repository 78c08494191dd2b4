/**
 * @generated SignedSource<<71ed656ca31ffb9623cf8ef10b7fc62d>>
 * @relayHash a351ac02908b5204e27b37b87ee09885
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a1ca3def490692f9d3da1ce0299c166169c09a3755817c706fbbe16d2a7f237

import { ConcreteRequest } from 'relay-runtime';
export type RefundsOwedQuery$variables = Record<PropertyKey, never>;
export type RefundsOwedQuery$data = {
  readonly owedRefunds: ReadonlyArray<{
    readonly accountAskedAt: string | null | undefined;
    readonly accountGiven: boolean;
    readonly accountHolder: string | null | undefined;
    readonly accountReminders: number;
    readonly amountCents: number;
    readonly createdAt: string;
    readonly customerName: string | null | undefined;
    readonly iban: string | null | undefined;
    readonly id: string;
    readonly orderNumber: string;
  }>;
};
export type RefundsOwedQuery = {
  response: RefundsOwedQuery$data;
  variables: RefundsOwedQuery$variables;
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
  "name": "customerName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountGiven",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountAskedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountReminders",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iban",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountHolder",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RefundsOwedQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "Refund",
          "kind": "LinkedField",
          "name": "owedRefunds",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "kind": "RequiredField",
              "field": (v1/*:: as any*/),
              "action": "THROW"
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/)
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
    "name": "RefundsOwedQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Refund",
        "kind": "LinkedField",
        "name": "owedRefunds",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4a1ca3def490692f9d3da1ce0299c166169c09a3755817c706fbbe16d2a7f237",
    "metadata": {},
    "name": "RefundsOwedQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6d85dfd22189a9b8a81ea2309a7667a0";

export default node;
