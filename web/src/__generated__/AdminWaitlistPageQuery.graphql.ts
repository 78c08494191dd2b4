/**
 * @generated SignedSource<<a239db2a63e2292e7c80a214b0c432ca>>
 * @relayHash 21e80eb7a5dfd76885a0ee50514e9c3b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d02592572b6c846eba899155ff5d091e5f1c51fad9d9fd6dba8788537955cc5

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "%future added value";
export type WaitlistStatus = "ACCEPTED" | "BOOKED" | "DECLINED" | "EXPIRED" | "LEFT" | "OFFERED" | "PENDING" | "REMOVED" | "WAITING" | "%future added value";
export type AdminWaitlistPageQuery$variables = Record<PropertyKey, never>;
export type AdminWaitlistPageQuery$data = {
  readonly adminWaitlists: ReadonlyArray<{
    readonly availableSlots: number;
    readonly courseId: number;
    readonly courseStartDate: string | null | undefined;
    readonly courseTitle: string;
    readonly entries: ReadonlyArray<{
      readonly databaseId: number;
      readonly email: string;
      readonly language: Language;
      readonly offerExpiresAt: string | null | undefined;
      readonly orderNumber: string | null | undefined;
      readonly places: number;
      readonly position: number | null | undefined;
      readonly status: WaitlistStatus;
    }>;
    readonly offeredPlaces: number;
    readonly placesSold: number;
    readonly sales: number;
    readonly totalSlots: number;
    readonly waitingPlaces: number;
  }>;
  readonly waitlistSettings: {
    readonly offerHours: number;
  };
};
export type AdminWaitlistPageQuery = {
  response: AdminWaitlistPageQuery$data;
  variables: AdminWaitlistPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WaitlistSettingsView",
    "kind": "LinkedField",
    "name": "waitlistSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "offerHours",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "CourseWaitlist",
    "kind": "LinkedField",
    "name": "adminWaitlists",
    "plural": true,
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
        "name": "availableSlots",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalSlots",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "waitingPlaces",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "offeredPlaces",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sales",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placesSold",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminWaitlistEntry",
        "kind": "LinkedField",
        "name": "entries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
            "name": "language",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerExpiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderNumber",
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
    "name": "AdminWaitlistPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminWaitlistPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5d02592572b6c846eba899155ff5d091e5f1c51fad9d9fd6dba8788537955cc5",
    "metadata": {},
    "name": "AdminWaitlistPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e28717449c9983692ac8aa340a36ff81";

export default node;
