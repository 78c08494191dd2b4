/**
 * @generated SignedSource<<34b72896d5a7ceab10639433bd4ee65d>>
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
export type CourseFilterPanel_options$data = {
  readonly ageGroups: ReadonlyArray<AgeGroup>;
  readonly courseTypes: ReadonlyArray<CourseType>;
  readonly levels: ReadonlyArray<CourseLevel>;
  readonly maxPriceCents: number | null | undefined;
  readonly " $fragmentType": "CourseFilterPanel_options";
};
export type CourseFilterPanel_options$key = {
  readonly " $data"?: CourseFilterPanel_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseFilterPanel_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseFilterPanel_options",
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
  "type": "CourseFilterOptions",
  "abstractKey": null
};

(node as any).hash = "f5ec6094084ae7f9a45b312450b619bd";

export default node;
