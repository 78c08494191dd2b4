/**
 * @generated SignedSource<<f20be17fb1c0d7f862dfec8a4b7bfdd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatCards_query$data = {
  readonly adminDashboardStats: {
    readonly bookings: {
      readonly notCancelled: number;
      readonly pending: number;
    };
    readonly contactMessages: {
      readonly courseRequests: number;
      readonly total: number;
    };
    readonly courses: {
      readonly active: number;
      readonly freePlaces: number;
      readonly withFreePlaces: number;
    };
    readonly orders: {
      readonly pending: number;
      readonly total: number;
    };
    readonly reviews: {
      readonly pending: number;
      readonly total: number;
    };
  };
  readonly " $fragmentType": "StatCards_query";
};
export type StatCards_query$key = {
  readonly " $data"?: StatCards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatCards_query">;
};

import StatCardsRefetchQuery_graphql from './StatCardsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pending",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": StatCardsRefetchQuery_graphql
    }
  },
  "name": "StatCards_query",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "AdminDashboardStats",
        "kind": "LinkedField",
        "name": "adminDashboardStats",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CourseStats",
            "kind": "LinkedField",
            "name": "courses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "withFreePlaces",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "freePlaces",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingStats",
            "kind": "LinkedField",
            "name": "bookings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notCancelled",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactMessageStats",
            "kind": "LinkedField",
            "name": "contactMessages",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "courseRequests",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewStats",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderStats",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2b19cd56cde0e152a9b729069d5f9994";

export default node;
