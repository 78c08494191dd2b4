/**
 * @generated SignedSource<<bcdb05d56883ecc67f57199d9bafe104>>
 * @relayHash a8aa09e1fcb363e3605945caa14eee75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31c863ef77fc7cd18774316370ec3966c71c7e1ddbf33a5d8971a5368ae2a2d1

import { ConcreteRequest } from 'relay-runtime';
export type liveOrderEventsSubscription$variables = Record<PropertyKey, never>;
export type liveOrderEventsSubscription$data = {
  readonly orderEvents: {
    readonly id: string;
    readonly type: string;
  };
};
export type liveOrderEventsSubscription = {
  response: liveOrderEventsSubscription$data;
  variables: liveOrderEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrderLiveEvent",
    "kind": "LinkedField",
    "name": "orderEvents",
    "plural": false,
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
        "name": "type",
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
    "name": "liveOrderEventsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "liveOrderEventsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "31c863ef77fc7cd18774316370ec3966c71c7e1ddbf33a5d8971a5368ae2a2d1",
    "metadata": {},
    "name": "liveOrderEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e0889d5597fe4498afc7445401f14f46";

export default node;
