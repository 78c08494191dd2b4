/**
 * @generated SignedSource<<0f91a062cdbded344e88dab67fd93c92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditAction = "CREATED" | "DELETED" | "DUPLICATED" | "REVOKED" | "SIGN_IN_LOCKED" | "UPDATED" | "USED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CourseHistory_course$data = {
  readonly auditTrail: ReadonlyArray<{
    readonly action: AuditAction;
    readonly actor: string | null | undefined;
    readonly after: any | null | undefined;
    readonly at: string;
    readonly before: any | null | undefined;
  }>;
  readonly " $fragmentType": "CourseHistory_course";
};
export type CourseHistory_course$key = {
  readonly " $data"?: CourseHistory_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseHistory_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseHistory_course",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "AuditEvent",
        "kind": "LinkedField",
        "name": "auditTrail",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "before",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "after",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "5c9574039c11fb988020a3ce1b6c55b5";

export default node;
