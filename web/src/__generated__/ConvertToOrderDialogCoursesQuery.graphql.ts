/**
 * @generated SignedSource<<1d8c676afc574b5114239e534fed5455>>
 * @relayHash a3abb4c537505e8db59e15506b23b92d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7ab9716137f1ed652ba0b9a933c0405ea8a550e2d6fa7e90308c68e0452d685

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConvertToOrderDialogCoursesQuery$variables = Record<PropertyKey, never>;
export type ConvertToOrderDialogCoursesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"courseOptions_query">;
};
export type ConvertToOrderDialogCoursesQuery = {
  response: ConvertToOrderDialogCoursesQuery$data;
  variables: ConvertToOrderDialogCoursesQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConvertToOrderDialogCoursesQuery",
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
    "name": "ConvertToOrderDialogCoursesQuery",
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
    "id": "f7ab9716137f1ed652ba0b9a933c0405ea8a550e2d6fa7e90308c68e0452d685",
    "metadata": {},
    "name": "ConvertToOrderDialogCoursesQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "c8adc476b1c0d434270b737e16491e3e";

export default node;
