/**
 * @generated SignedSource<<94704938af7769eab6bc22c2b8e00704>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CoursesPageOptionsQuery$variables = Record<PropertyKey, never>;
export type CoursesPageOptionsQuery$data = {
  readonly courseFilterOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseFilterPanel_options">;
  };
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
      }
    ]
  },
  "params": {
    "cacheID": "54b993dcf72e5072a3c335d6058e3319",
    "id": null,
    "metadata": {},
    "name": "CoursesPageOptionsQuery",
    "operationKind": "query",
    "text": "query CoursesPageOptionsQuery {\n  courseFilterOptions {\n    ...CourseFilterPanel_options\n  }\n}\n\nfragment CourseFilterPanel_options on CourseFilterOptions {\n  levels\n  ageGroups\n  courseTypes\n  maxPriceCents\n}\n"
  }
};

(node as any).hash = "b4692472009a588074d3276af08b0067";

export default node;
