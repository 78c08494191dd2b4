/**
 * @generated SignedSource<<8c43ea31909c5166fbc4dbc18732aae3>>
 * @relayHash b51a65b2fa029745bdb7cc14c98a23ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ed9b647fce002f6231bb1fc3d504fec1488ce384a200c411c9a816dcbf6991f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
export type CourseDetailTestQuery$variables = Record<PropertyKey, never>;
export type CourseDetailTestQuery$data = {
  readonly course: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseDetail_course">;
  } | null | undefined;
  readonly shopSettings: {
    readonly vatMode: VatMode;
  };
};
export type CourseDetailTestQuery = {
  response: CourseDetailTestQuery$data;
  variables: CourseDetailTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "databaseId",
    "value": 3
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ShopSettings",
  "kind": "LinkedField",
  "name": "shopSettings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatMode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
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
    "name": "CourseDetailTestQuery",
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
            "name": "CourseDetail_course"
          }
        ],
        "storageKey": "course(databaseId:3)"
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CourseDetailTestQuery",
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
            "name": "databaseId",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
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
            "name": "schedule",
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
            "name": "duration",
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
            "name": "cancelledAt",
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
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "specialRequirements",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "whatToBring",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancellationPolicy",
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
        "storageKey": "course(databaseId:3)"
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "7ed9b647fce002f6231bb1fc3d504fec1488ce384a200c411c9a816dcbf6991f",
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
        "course.availableSlots": (v2/*:: as any*/),
        "course.bookable": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "course.cancellationPolicy": (v3/*:: as any*/),
        "course.cancelledAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTimeISO"
        },
        "course.databaseId": (v2/*:: as any*/),
        "course.description": (v4/*:: as any*/),
        "course.duration": (v3/*:: as any*/),
        "course.endDate": (v5/*:: as any*/),
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
        "course.notes": (v3/*:: as any*/),
        "course.priceCents": (v2/*:: as any*/),
        "course.schedule": (v3/*:: as any*/),
        "course.specialRequirements": (v3/*:: as any*/),
        "course.startDate": (v5/*:: as any*/),
        "course.time": (v3/*:: as any*/),
        "course.title": (v4/*:: as any*/),
        "course.totalSlots": (v2/*:: as any*/),
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
        },
        "course.whatToBring": (v3/*:: as any*/),
        "shopSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ShopSettings"
        },
        "shopSettings.vatMode": {
          "enumValues": [
            "INCLUDED_19",
            "SMALL_BUSINESS"
          ],
          "nullable": false,
          "plural": false,
          "type": "VatMode"
        }
      }
    },
    "name": "CourseDetailTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a16d32eb6b5ca378cf3cac119c201ea0";

export default node;
