/**
 * @generated SignedSource<<1e5b92b04e538b4c1aa5ad6a771e5369>>
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
    readonly databaseId: number;
    readonly firstName: string;
    readonly lastName: string;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderItem",
  "abstractKey": null
};
})();

(node as any).hash = "9052827b1d3262830ed15a5f3738eeb1";

export default node;
