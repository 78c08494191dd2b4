/**
 * @generated SignedSource<<b9f35f675dc30628fadb36ccdd027495>>
 * @relayHash fd096d0593955b3788f37abf15cac437
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db4b64eeb7b2cfef93b696a26c2bae6bc38d84562513021ba4bba61e25e06be9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseCardTestQuery$variables = Record<PropertyKey, never>;
export type CourseCardTestQuery$data = {
  readonly course: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseCard_course">;
  } | null | undefined;
};
export type CourseCardTestQuery = {
  response: CourseCardTestQuery$data;
  variables: CourseCardTestQuery$variables;
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
},
v3 = {
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
    "name": "CourseCardTestQuery",
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
            "name": "CourseCard_course"
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
    "name": "CourseCardTestQuery",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "course(databaseId:7)"
      }
    ]
  },
  "params": {
    "id": "db4b64eeb7b2cfef93b696a26c2bae6bc38d84562513021ba4bba61e25e06be9",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "course": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Course"
        },
        "course.ageGroup": {
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
        "course.availability": {
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
        "course.level": {
          "enumValues": [
            "BEGINNER",
            "ADVANCED",
            "PROFESSIONAL"
          ],
          "nullable": false,
          "plural": false,
          "type": "CourseLevel"
        },
        "course.location": (v3/*:: as any*/),
        "course.priceCents": (v1/*:: as any*/),
        "course.startDate": (v2/*:: as any*/),
        "course.time": (v3/*:: as any*/),
        "course.title": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "course.totalSlots": (v1/*:: as any*/),
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
    "name": "CourseCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d19fa2cfbd42231d7abb48d2d9b06e81";

export default node;
