/**
 * @generated SignedSource<<939657edd35c7b8299fb30418b203049>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowUpSettingsForm_settings$data = {
  readonly dataRetentionMonths: number;
  readonly reminderDaysBefore: number;
  readonly remindersEnabled: boolean;
  readonly reviewInvitationDaysAfter: number;
  readonly reviewInvitationsEnabled: boolean;
  readonly " $fragmentType": "FollowUpSettingsForm_settings";
};
export type FollowUpSettingsForm_settings$key = {
  readonly " $data"?: FollowUpSettingsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowUpSettingsForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowUpSettingsForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remindersEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reminderDaysBefore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewInvitationsEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewInvitationDaysAfter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataRetentionMonths",
      "storageKey": null
    }
  ],
  "type": "FollowUpSettings",
  "abstractKey": null
};

(node as any).hash = "5d584541d5f18737436fe0c44890213c";

export default node;
