/**
 * @generated SignedSource<<5c2349b0204aabb07187e28749590328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseRequests_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContactMessagesTable_query">;
  readonly " $fragmentType": "CourseRequests_query";
};
export type CourseRequests_query$key = {
  readonly " $data"?: CourseRequests_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseRequests_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseRequests_query",
  "selections": [
    {
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 10
        },
        {
          "kind": "Literal",
          "name": "onlyCourseRequests",
          "value": true
        }
      ],
      "kind": "FragmentSpread",
      "name": "ContactMessagesTable_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "71a5fca729f4032ae5e119856e7d6c4d";

export default node;
