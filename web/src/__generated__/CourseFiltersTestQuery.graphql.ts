/**
 * @generated SignedSource<<7de61b5f2b60a3909c18fa6e42875f78>>
 * @relayHash 8867b87964e791486b9b95caa71ffc02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b682153c8ea55db3d6ce36f4fbcf8cd82ce99d052dc53ec514af403b90daa56

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseFiltersTestQuery$variables = Record<PropertyKey, never>;
export type CourseFiltersTestQuery$data = {
  readonly courseFilterOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseFilterPanel_options">;
  };
};
export type CourseFiltersTestQuery = {
  response: CourseFiltersTestQuery$data;
  variables: CourseFiltersTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseFiltersTestQuery",
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
    "name": "CourseFiltersTestQuery",
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
    "id": "5b682153c8ea55db3d6ce36f4fbcf8cd82ce99d052dc53ec514af403b90daa56",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "courseFilterOptions": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CourseFilterOptions"
        },
        "courseFilterOptions.ageGroups": {
          "enumValues": [
            "CHILDREN_5_7",
            "YOUTH_16_PLUS",
            "ADULTS_18_PLUS",
            "ALL_AGES"
          ],
          "nullable": false,
          "plural": true,
          "type": "AgeGroup"
        },
        "courseFilterOptions.courseTypes": {
          "enumValues": [
            "CHILDREN",
            "ADULTS",
            "ADVANCED",
            "LIFESAVING"
          ],
          "nullable": false,
          "plural": true,
          "type": "CourseType"
        },
        "courseFilterOptions.levels": {
          "enumValues": [
            "BEGINNER",
            "ADVANCED",
            "PROFESSIONAL"
          ],
          "nullable": false,
          "plural": true,
          "type": "CourseLevel"
        },
        "courseFilterOptions.maxPriceCents": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "CourseFiltersTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5e77f859938e59dd69dd9d6f18becd70";

export default node;
