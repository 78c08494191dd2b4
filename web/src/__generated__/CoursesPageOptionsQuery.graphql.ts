/**
 * @generated SignedSource<<ccf02327ad8c2571ef31fc88251fb3cd>>
 * @relayHash 87a4a042db1ffccb8fe01d6dcc99c304
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1146a45abc50852f28ee86a6284a0b11c54665a8e458edcb928b79727698c68f

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "untranslated",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1146a45abc50852f28ee86a6284a0b11c54665a8e458edcb928b79727698c68f",
    "metadata": {},
    "name": "CoursesPageOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "bb66ab394c9bbc3e76692569a074eb78";

export default node;
