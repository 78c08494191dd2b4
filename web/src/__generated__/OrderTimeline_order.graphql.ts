/**
 * @generated SignedSource<<13a0fce826404e9388bb2214022f6ce9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderCancellationCause = "BY_SCHOOL" | "COURSE_CANCELLED" | "PAYMENT_DEADLINE" | "%future added value";
export type OrderTimelineKind = "CANCELLATION_REQUESTED" | "CANCELLED" | "CONFIRMATION_MAILED" | "CONFIRMED" | "ORDERED" | "PAID" | "PARTICIPANT_RENAMED" | "PAYMENT_NOT_COMPLETED" | "PAYMENT_STARTED" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderTimeline_order$data = {
  readonly timeline: ReadonlyArray<{
    readonly at: string;
    readonly cause: OrderCancellationCause | null | undefined;
    readonly kind: OrderTimelineKind;
    readonly nameAfter: string | null | undefined;
    readonly nameBefore: string | null | undefined;
  }>;
  readonly " $fragmentType": "OrderTimeline_order";
};
export type OrderTimeline_order$key = {
  readonly " $data"?: OrderTimeline_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTimeline_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTimeline_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderTimelineEntry",
      "kind": "LinkedField",
      "name": "timeline",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "cause",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameAfter",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "d9ab221ae4c90aca4db2516fd2e4d1f3";

export default node;
