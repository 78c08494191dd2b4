/**
 * @generated SignedSource<<47ecf9b71af20093fb2e3cb7f4a6079b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ParticipantNamesEditor_item$data = {
  readonly databaseId: number;
  readonly participantNamesEditable: boolean;
  readonly participants: ReadonlyArray<{
    readonly birthDate: string | null | undefined;
    readonly databaseId: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly progress: {
      readonly attendedSessions: number;
      readonly badges: ReadonlyArray<{
        readonly name: string;
        readonly reachedOn: string;
      }>;
    };
  }>;
  readonly " $fragmentType": "ParticipantNamesEditor_item";
};
export type ParticipantNamesEditor_item$key = {
  readonly " $data"?: ParticipantNamesEditor_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParticipantNamesEditor_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParticipantNamesEditor_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "participantNamesEditable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderParticipant",
      "kind": "LinkedField",
      "name": "participants",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "birthDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ParticipantProgress",
          "kind": "LinkedField",
          "name": "progress",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attendedSessions",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ReachedBadge",
              "kind": "LinkedField",
              "name": "badges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reachedOn",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderItem",
  "abstractKey": null
};
})();

(node as any).hash = "d63a60a47ec97f7bbd128477f092f5ce";

export default node;
