/**
 * @generated SignedSource<<7fa81322c39ba226e531e1a9efbfeed9>>
 * @relayHash acde3ddd1d17001f7ad37d49da585fe5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d18631ad10e025c79322d9d40b82eae033e9893204b82092a8cd5c7ccbbf3f33

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminParticipantsPageCoursesQuery$variables = Record<PropertyKey, never>;
export type AdminParticipantsPageCoursesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"courseOptions_query">;
};
export type AdminParticipantsPageCoursesQuery = {
  response: AdminParticipantsPageCoursesQuery$data;
  variables: AdminParticipantsPageCoursesQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminParticipantsPageCoursesQuery",
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
    "name": "AdminParticipantsPageCoursesQuery",
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
    "id": "d18631ad10e025c79322d9d40b82eae033e9893204b82092a8cd5c7ccbbf3f33",
    "metadata": {},
    "name": "AdminParticipantsPageCoursesQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "1a22d4027cea64d8e0cf1891c9c72fd6";

export default node;
