/**
 * @generated SignedSource<<a8e07c0fde3c02e102acca5eb81972f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailDeliveryStatus = "CAUGHT" | "FAILED" | "NOT_SENT" | "QUEUED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MailRow_mail$data = {
  readonly attempts: number;
  readonly createdAt: string;
  readonly id: string;
  readonly language: string;
  readonly lastError: string | null | undefined;
  readonly recipient: string;
  readonly sentAt: string | null | undefined;
  readonly serverResponse: string | null | undefined;
  readonly status: MailDeliveryStatus;
  readonly subject: string;
  readonly template: string;
  readonly " $fragmentType": "MailRow_mail";
};
export type MailRow_mail$key = {
  readonly " $data"?: MailRow_mail$data;
  readonly " $fragmentSpreads": FragmentRefs<"MailRow_mail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MailRow_mail",
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
      "name": "recipient",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "template",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serverResponse",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    }
  ],
  "type": "Mail",
  "abstractKey": null
};

(node as any).hash = "b2d783b962e281a28ce378179795fa13";

export default node;
