/**
 * @generated SignedSource<<bf93a4f032e24e7105d9baf900540336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrainerParticipantRow_participant$data = {
  readonly attendance: ReadonlyArray<{
    readonly present: boolean;
    readonly sessionDate: string;
  }>;
  readonly badges: ReadonlyArray<{
    readonly badgeId: number;
  }>;
  readonly databaseId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly note: string;
  readonly " $fragmentType": "TrainerParticipantRow_participant";
};
export type TrainerParticipantRow_participant$key = {
  readonly " $data"?: TrainerParticipantRow_participant$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrainerParticipantRow_participant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrainerParticipantRow_participant",
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttendanceMark",
      "kind": "LinkedField",
      "name": "attendance",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sessionDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "present",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReachedBadgeMark",
      "kind": "LinkedField",
      "name": "badges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "badgeId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TrainerParticipant",
  "abstractKey": null
};

(node as any).hash = "017c463270fa5d57a506d6b5c450d62b";

export default node;
