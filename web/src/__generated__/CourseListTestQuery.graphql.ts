/**
 * @generated SignedSource<<47cafa5c9b6f04538a0678e4d9ee7759>>
 * @relayHash 2f73e6fbbfd0499d8bb82badec41293c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f19323b433268ea95f5914228f0319510827c9a948c156a35002d29029679188

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseListTestQuery$variables = Record<PropertyKey, never>;
export type CourseListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CourseList_query">;
};
export type CourseListTestQuery = {
  response: CourseListTestQuery$data;
  variables: CourseListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "LocalDate"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CourseList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CourseListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "CourseConnection",
        "kind": "LinkedField",
        "name": "courses",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "untranslated",
                    "storageKey": null
                  },
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
                    "name": "level",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ageGroup",
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
                    "name": "endDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "time",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceCents",
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
                    "name": "availability",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bookable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "courses(first:100)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "filter"
        ],
        "handle": "connection",
        "key": "CourseList_courses",
        "kind": "LinkedHandle",
        "name": "courses"
      }
    ]
  },
  "params": {
    "id": "f19323b433268ea95f5914228f0319510827c9a948c156a35002d29029679188",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "courses": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CourseConnection"
        },
        "courses.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CourseEdge"
        },
        "courses.edges.cursor": (v1/*:: as any*/),
        "courses.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Course"
        },
        "courses.edges.node.__typename": (v1/*:: as any*/),
        "courses.edges.node.ageGroup": {
          "enumValues": [
            "CHILDREN_5_7",
            "YOUTH_16_PLUS",
            "ADULTS_18_PLUS",
            "ALL_AGES"
          ],
          "nullable": false,
          "plural": false,
          "type": "AgeGroup"
        },
        "courses.edges.node.availability": {
          "enumValues": [
            "AVAILABLE",
            "ALMOST_FULL",
            "FULLY_BOOKED",
            "STARTED",
            "ENDED",
            "CANCELLED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CourseAvailability"
        },
        "courses.edges.node.availableSlots": (v2/*:: as any*/),
        "courses.edges.node.bookable": (v3/*:: as any*/),
        "courses.edges.node.databaseId": (v2/*:: as any*/),
        "courses.edges.node.endDate": (v4/*:: as any*/),
        "courses.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "courses.edges.node.level": {
          "enumValues": [
            "BEGINNER",
            "ADVANCED",
            "PROFESSIONAL"
          ],
          "nullable": false,
          "plural": false,
          "type": "CourseLevel"
        },
        "courses.edges.node.location": (v5/*:: as any*/),
        "courses.edges.node.priceCents": (v2/*:: as any*/),
        "courses.edges.node.startDate": (v4/*:: as any*/),
        "courses.edges.node.time": (v5/*:: as any*/),
        "courses.edges.node.title": (v1/*:: as any*/),
        "courses.edges.node.totalSlots": (v2/*:: as any*/),
        "courses.edges.node.untranslated": {
          "enumValues": [
            "TITLE",
            "DESCRIPTION",
            "SCHEDULE",
            "LOCATION",
            "DURATION",
            "NOTES",
            "SPECIAL_REQUIREMENTS",
            "WHAT_TO_BRING",
            "CANCELLATION_POLICY"
          ],
          "nullable": false,
          "plural": true,
          "type": "CourseText"
        },
        "courses.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "courses.pageInfo.endCursor": (v5/*:: as any*/),
        "courses.pageInfo.hasNextPage": (v3/*:: as any*/),
        "courses.totalCount": (v2/*:: as any*/)
      }
    },
    "name": "CourseListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0edc68189c5d14792b1c9598b061e0c";

export default node;
