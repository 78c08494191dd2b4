/**
 * @generated SignedSource<<77fba210dbc939738bec12b7f2707a2a>>
 * @relayHash 5635375cf7fa60843b53526c36afe7ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70b692874ad81941dba4712b6d41d13789f4987581369ed4242529048fe3697f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoursesPageOptionsQuery$variables = Record<PropertyKey, never>;
export type CoursesPageOptionsQuery$data = {
  readonly courseFilterOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseFilterPanel_options">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"NoticeBox_query">;
};
export type CoursesPageOptionsQuery = {
  response: CoursesPageOptionsQuery$data;
  variables: CoursesPageOptionsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CoursesPageOptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CourseFilterOptions",
        "kind": "LinkedField",
        "name": "courseFilterOptions",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CourseFilterPanel_options"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NoticeBox_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CoursesPageOptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CourseFilterOptions",
        "kind": "LinkedField",
        "name": "courseFilterOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "levels",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ageGroups",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "courseTypes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxPriceCents",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CoursesNotice",
        "kind": "LinkedField",
        "name": "coursesNotice",
        "plural": false,
        "selections": [
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
            "name": "text",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "70b692874ad81941dba4712b6d41d13789f4987581369ed4242529048fe3697f",
    "metadata": {},
    "name": "CoursesPageOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "bb66ab394c9bbc3e76692569a074eb78";

export default node;
