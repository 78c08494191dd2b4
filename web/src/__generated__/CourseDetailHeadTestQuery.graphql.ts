/**
 * @generated SignedSource<<c7bdeca73c0dfb304514b39ae4ce9d19>>
 * @relayHash 86236f80feb76aaf189566c84cbd095a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68e77328fe4bdccb8cb0b465364dbecfa5d727d0b694f566dcb431a35bd7533c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseDetailHeadTestQuery$variables = Record<PropertyKey, never>;
export type CourseDetailHeadTestQuery$data = {
  readonly course: {
    readonly " $fragmentSpreads": FragmentRefs<"CourseDetail_course">;
  } | null | undefined;
};
export type CourseDetailHeadTestQuery = {
  response: CourseDetailHeadTestQuery$data;
  variables: CourseDetailHeadTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
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
    "name": "CourseDetailHeadTestQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CourseDetailHeadTestQuery",
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
      }
    ]
  },
  "params": {
    "id": "68e77328fe4bdccb8cb0b465364dbecfa5d727d0b694f566dcb431a35bd7533c",
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
        "course.cancellationPolicy": (v2/*:: as any*/),
        "course.cancelledAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTimeISO"
        },
        "course.databaseId": (v1/*:: as any*/),
        "course.description": (v3/*:: as any*/),
        "course.duration": (v2/*:: as any*/),
        "course.endDate": (v4/*:: as any*/),
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
        "course.location": (v2/*:: as any*/),
        "course.notes": (v2/*:: as any*/),
        "course.priceCents": (v1/*:: as any*/),
        "course.schedule": (v2/*:: as any*/),
        "course.specialRequirements": (v2/*:: as any*/),
        "course.startDate": (v4/*:: as any*/),
        "course.time": (v2/*:: as any*/),
        "course.title": (v3/*:: as any*/),
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
        },
        "course.whatToBring": (v2/*:: as any*/)
      }
    },
    "name": "CourseDetailHeadTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "928965f1bde300f9a9dcb3d8f665916b";

export default node;
