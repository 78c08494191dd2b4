/**
 * @generated SignedSource<<4335671b371729e194b5f3b24a14de75>>
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
export type CourseCard_course$data = {
  readonly ageGroup: AgeGroup;
  readonly availability: CourseAvailability;
  readonly availableSlots: number;
  readonly bookable: boolean;
  readonly databaseId: number;
  readonly endDate: string | null | undefined;
  readonly level: CourseLevel;
  readonly location: string | null | undefined;
  readonly priceCents: number;
  readonly startDate: string | null | undefined;
  readonly time: string | null | undefined;
  readonly title: string;
  readonly totalSlots: number;
  readonly untranslated: ReadonlyArray<CourseText>;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartButton_course">;
  readonly " $fragmentType": "CourseCard_course";
};
export type CourseCard_course$key = {
  readonly " $data"?: CourseCard_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseCard_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseCard_course",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddToCartButton_course"
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "7725b0d778b5f1750202b8d84971ee64";

export default node;
