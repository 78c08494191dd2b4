/**
 * @generated SignedSource<<b3fd11c8bb001fa094069161989de9cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoticeBox_query$data = {
  readonly coursesNotice: {
    readonly text: string;
    readonly title: string;
    readonly untranslated: boolean;
  } | null | undefined;
  readonly " $fragmentType": "NoticeBox_query";
};
export type NoticeBox_query$key = {
  readonly " $data"?: NoticeBox_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoticeBox_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoticeBox_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CoursesNotice",
      "kind": "LinkedField",
      "name": "coursesNotice",
      "plural": false,
      "selections": [
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
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "untranslated",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cac0b657470422608445a2d5f13e3f8e";

export default node;
