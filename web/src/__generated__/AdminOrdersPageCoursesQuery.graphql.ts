/**
 * @generated SignedSource<<1d2f7c34060b9bf4fd9b205ca95fc452>>
 * @relayHash 03dec7e21e74d4f2f6378b7b0cbec23d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92372ac29addadeb67b8e8bb6ad603ecbec9046cba06e93fee490b13823594ed

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminOrdersPageCoursesQuery$variables = Record<PropertyKey, never>;
export type AdminOrdersPageCoursesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"courseOptions_query">;
};
export type AdminOrdersPageCoursesQuery = {
  response: AdminOrdersPageCoursesQuery$data;
  variables: AdminOrdersPageCoursesQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminOrdersPageCoursesQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "courseOptions_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminOrdersPageCoursesQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 200
          }
        ],
        "concreteType": "CourseConnection",
        "kind": "LinkedField",
        "name": "adminCourses",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CourseEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Course",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminCourses(first:200)"
      }
    ]
  },
  "params": {
    "id": "92372ac29addadeb67b8e8bb6ad603ecbec9046cba06e93fee490b13823594ed",
    "metadata": {},
    "name": "AdminOrdersPageCoursesQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "a7a8b724533a3bf6a042150167e851b7";

export default node;
