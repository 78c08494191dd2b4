/**
 * @generated SignedSource<<ec3621ecae9af8c03a65e44f8ecd5eee>>
 * @relayHash 59aa6765a69a315c4e908aca95f9c599
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a97a6bf9ba07aca8c847e015f4af1d10769846a71786684334c4a24f1e16c65e

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "%future added value";
export type WaitlistStatus = "ACCEPTED" | "BOOKED" | "DECLINED" | "EXPIRED" | "LEFT" | "OFFERED" | "PENDING" | "REMOVED" | "WAITING" | "%future added value";
export type AdminWaitlistPageQuery$variables = {
  withSettings: boolean;
};
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
  readonly waitlistSettings?: {
    readonly offerHours: number;
  } | null | undefined;
};
export type AdminWaitlistPageQuery = {
  response: AdminWaitlistPageQuery$data;
  variables: AdminWaitlistPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withSettings"
  }
],
v1 = {
  "condition": "withSettings",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
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
    }
  ]
},
v2 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminWaitlistPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "kind": "RequiredField",
        "field": (v2/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminWaitlistPageQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "a97a6bf9ba07aca8c847e015f4af1d10769846a71786684334c4a24f1e16c65e",
    "metadata": {},
    "name": "AdminWaitlistPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ecd9f388aec0c272773b44285b60d081";

export default node;
