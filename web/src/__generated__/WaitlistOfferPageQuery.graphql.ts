/**
 * @generated SignedSource<<07673c1ab7f3da8a762c1c030f334615>>
 * @relayHash 98e4577ed26d35d6c121db81b5850a46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd85906ef6bd4b622f15f285fb1bdaac4b4bffbbf2ec54f9c2cf137bd33c4b8f

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistOfferState = "DECLINED" | "EXPIRED" | "OPEN" | "TAKEN" | "%future added value";
export type WaitlistOfferPageQuery$variables = {
  token: string;
};
export type WaitlistOfferPageQuery$data = {
  readonly waitlistOffer: {
    readonly courseEndDate: string | null | undefined;
    readonly courseId: number;
    readonly courseLocation: string | null | undefined;
    readonly courseStartDate: string | null | undefined;
    readonly courseTime: string | null | undefined;
    readonly courseTitle: string;
    readonly deadline: string;
    readonly places: number;
    readonly state: WaitlistOfferState;
  } | null | undefined;
};
export type WaitlistOfferPageQuery = {
  response: WaitlistOfferPageQuery$data;
  variables: WaitlistOfferPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "WaitlistOfferView",
    "kind": "LinkedField",
    "name": "waitlistOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseTitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseStartDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseEndDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseLocation",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "places",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deadline",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WaitlistOfferPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitlistOfferPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd85906ef6bd4b622f15f285fb1bdaac4b4bffbbf2ec54f9c2cf137bd33c4b8f",
    "metadata": {},
    "name": "WaitlistOfferPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12dce30dab83c76e3a3839d43dd34f64";

export default node;
