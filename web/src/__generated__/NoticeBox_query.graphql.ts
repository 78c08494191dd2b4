/**
 * @generated SignedSource<<2bcc3e22aaa4e325429dafe827e33a1c>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "339fe523695e21648d0a0b5cb851f6b9";

export default node;
