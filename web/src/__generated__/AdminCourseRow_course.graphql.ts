/**
 * @generated SignedSource<<db4da15b5100c260e08beb9f01da36bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgeGroup = "ADULTS_18_PLUS" | "ALL_AGES" | "CHILDREN_5_7" | "YOUTH_16_PLUS" | "%future added value";
export type CourseLevel = "ADVANCED" | "BEGINNER" | "PROFESSIONAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminCourseRow_course$data = {
  readonly ageGroup: AgeGroup;
  readonly availableSlots: number;
  readonly cancelledAt: string | null | undefined;
  readonly databaseId: number;
  readonly endDate: string | null | undefined;
  readonly ended: boolean;
  readonly id: string;
  readonly isActive: boolean;
  readonly level: CourseLevel;
  readonly priceCents: number;
  readonly startDate: string | null | undefined;
  readonly title: string;
  readonly totalSlots: number;
  readonly " $fragmentType": "AdminCourseRow_course";
};
export type AdminCourseRow_course$key = {
  readonly " $data"?: AdminCourseRow_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminCourseRow_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminCourseRow_course",
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
      "name": "ended",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "1991d7c91f1b5065efe8ead0367c1b1f";

export default node;
