/**
 * @generated SignedSource<<5773001ceb78a6822849c20ce82dc609>>
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
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Refund",
    "kind": "LinkedField",
    "name": "owedRefunds",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "customerName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amountCents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountGiven",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountAskedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountReminders",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "iban",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountHolder",
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
    "name": "RefundsOwedQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RefundsOwedQuery",
    "selections": (v0/*:: as any*/)
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

(node as any).hash = "76b766bea2b635419f37a528452086cd";

export default node;
