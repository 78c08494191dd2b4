/**
 * @generated SignedSource<<32a330b20f563ee83ec97c028fc3fdfe>>
 * @relayHash 54b993dcf72e5072a3c335d6058e3319
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e0757ad3d383afe0cec9eda79b2e87797df4ef96ab87d8eac461144d6d689bf

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
    "id": "2e0757ad3d383afe0cec9eda79b2e87797df4ef96ab87d8eac461144d6d689bf",
    "metadata": {},
    "name": "CoursesPageOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "b4692472009a588074d3276af08b0067";

export default node;
