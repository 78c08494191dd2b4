/**
 * @generated SignedSource<<ca01fe92b6a1da01a122e8d9cce8ca5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgeGroup = "ADULTS_18_PLUS" | "ALL_AGES" | "CHILDREN_5_7" | "YOUTH_16_PLUS" | "%future added value";
export type CourseAvailability = "ALMOST_FULL" | "AVAILABLE" | "CANCELLED" | "ENDED" | "FULLY_BOOKED" | "STARTED" | "%future added value";
export type CourseLevel = "ADVANCED" | "BEGINNER" | "PROFESSIONAL" | "%future added value";
export type CourseText = "CANCELLATION_POLICY" | "DESCRIPTION" | "DURATION" | "LOCATION" | "NOTES" | "SCHEDULE" | "SPECIAL_REQUIREMENTS" | "TITLE" | "WHAT_TO_BRING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CourseDetail_course$data = {
  readonly ageGroup: AgeGroup;
  readonly availability: CourseAvailability;
  readonly availableSlots: number;
  readonly bookable: boolean;
  readonly cancellationPolicy: string | null | undefined;
  readonly cancelledAt: string | null | undefined;
  readonly databaseId: number;
  readonly description: string;
  readonly duration: string | null | undefined;
  readonly endDate: string | null | undefined;
  readonly level: CourseLevel;
  readonly location: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly priceCents: number;
  readonly schedule: string | null | undefined;
  readonly specialRequirements: string | null | undefined;
  readonly startDate: string | null | undefined;
  readonly time: string | null | undefined;
  readonly title: string;
  readonly totalSlots: number;
  readonly untranslated: ReadonlyArray<CourseText>;
  readonly whatToBring: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartButton_course">;
  readonly " $fragmentType": "CourseDetail_course";
};
export type CourseDetail_course$key = {
  readonly " $data"?: CourseDetail_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseDetail_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseDetail_course",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddToCartButton_course"
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "ab95d7b62ff8478cbae64cfc2580b373";

export default node;
