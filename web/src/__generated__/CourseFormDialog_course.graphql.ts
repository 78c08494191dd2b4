/**
 * @generated SignedSource<<d90eac665c45a1e28fc74a672e7c24de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgeGroup = "ADULTS_18_PLUS" | "ALL_AGES" | "CHILDREN_5_7" | "YOUTH_16_PLUS" | "%future added value";
export type CourseLevel = "ADVANCED" | "BEGINNER" | "PROFESSIONAL" | "%future added value";
export type CourseType = "ADULTS" | "ADVANCED" | "CHILDREN" | "LIFESAVING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CourseFormDialog_course$data = {
  readonly ageGroup: AgeGroup;
  readonly availableSlots: number;
  readonly courseType: CourseType;
  readonly databaseId: number;
  readonly de: {
    readonly cancellationPolicy: string | null | undefined;
    readonly description: string | null | undefined;
    readonly duration: string | null | undefined;
    readonly location: string | null | undefined;
    readonly notes: string | null | undefined;
    readonly schedule: string | null | undefined;
    readonly specialRequirements: string | null | undefined;
    readonly title: string | null | undefined;
    readonly whatToBring: string | null | undefined;
  };
  readonly en: {
    readonly cancellationPolicy: string | null | undefined;
    readonly description: string | null | undefined;
    readonly duration: string | null | undefined;
    readonly location: string | null | undefined;
    readonly notes: string | null | undefined;
    readonly schedule: string | null | undefined;
    readonly specialRequirements: string | null | undefined;
    readonly title: string | null | undefined;
    readonly whatToBring: string | null | undefined;
  };
  readonly endDate: string | null | undefined;
  readonly id: string;
  readonly isActive: boolean;
  readonly level: CourseLevel;
  readonly minParticipants: number | null | undefined;
  readonly priceCents: number;
  readonly startDate: string | null | undefined;
  readonly time: string | null | undefined;
  readonly totalSlots: number;
  readonly " $fragmentSpreads": FragmentRefs<"CourseHistory_course">;
  readonly " $fragmentType": "CourseFormDialog_course";
};
export type CourseFormDialog_course$key = {
  readonly " $data"?: CourseFormDialog_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseFormDialog_course">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "schedule",
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
    "name": "location",
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
    "name": "cancellationPolicy",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "whatToBring",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseFormDialog_course",
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
      "name": "courseType",
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
      "name": "totalSlots",
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
      "name": "minParticipants",
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
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": "de",
      "args": [
        {
          "kind": "Literal",
          "name": "language",
          "value": "DE"
        }
      ],
      "concreteType": "CourseTexts",
      "kind": "LinkedField",
      "name": "texts",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "texts(language:\"DE\")"
    },
    {
      "alias": "en",
      "args": [
        {
          "kind": "Literal",
          "name": "language",
          "value": "EN"
        }
      ],
      "concreteType": "CourseTexts",
      "kind": "LinkedField",
      "name": "texts",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "texts(language:\"EN\")"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CourseHistory_course"
    }
  ],
  "type": "Course",
  "abstractKey": null
};
})();

(node as any).hash = "a840fbb0aa45f73e270fbe886916f5ec";

export default node;
