/**
 * @generated SignedSource<<8de546fdcf1500f5e554d4c66564c813>>
 * @relayHash 1241d86e6828abb2939724c239516ae2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53c67a0872c8dd68cdc6c6863cbef678eedd3aff791776c58db73aebd04a1822

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddToCartButtonTestQuery$variables = Record<PropertyKey, never>;
export type AddToCartButtonTestQuery$data = {
  readonly course: {
    readonly " $fragmentSpreads": FragmentRefs<"AddToCartButton_course">;
  } | null | undefined;
};
export type AddToCartButtonTestQuery = {
  response: AddToCartButtonTestQuery$data;
  variables: AddToCartButtonTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "databaseId",
    "value": 7
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "LocalDate"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddToCartButtonTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AddToCartButton_course"
          }
        ],
        "storageKey": "course(databaseId:7)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddToCartButtonTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
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
            "name": "databaseId",
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
            "name": "bookable",
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
            "name": "untranslated",
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
            "name": "availableSlots",
            "storageKey": null
          }
        ],
        "storageKey": "course(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "53c67a0872c8dd68cdc6c6863cbef678eedd3aff791776c58db73aebd04a1822",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "course": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Course"
        },
        "course.availableSlots": (v1/*:: as any*/),
        "course.bookable": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "course.databaseId": (v1/*:: as any*/),
        "course.endDate": (v2/*:: as any*/),
        "course.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "course.priceCents": (v1/*:: as any*/),
        "course.startDate": (v2/*:: as any*/),
        "course.title": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "course.untranslated": {
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
        }
      }
    },
    "name": "AddToCartButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "edd70bc60a5bf58f831298fd197dec65";

export default node;
