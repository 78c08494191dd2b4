/**
 * @generated SignedSource<<e901b7387bb2c9743c40475d7ec126f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowUpJob = "COURSE_DATA_RETENTION" | "COURSE_REMINDERS" | "COURSE_REVIEW_INVITATIONS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FollowUpJobsPanel_query$data = {
  readonly retentionDue: ReadonlyArray<{
    readonly courseId: string;
    readonly courseTitle: string;
    readonly dueOn: string;
    readonly endDate: string;
    readonly orders: number;
    readonly participants: number;
  }>;
  readonly scheduledJobs: ReadonlyArray<{
    readonly enabled: boolean;
    readonly job: FollowUpJob;
    readonly lastRun: {
      readonly counts: ReadonlyArray<{
        readonly name: string;
        readonly value: number;
      }>;
      readonly durationMs: number | null | undefined;
      readonly error: string | null | undefined;
      readonly ok: boolean | null | undefined;
      readonly startedAt: string;
      readonly trigger: string;
    } | null | undefined;
    readonly nextRunAt: string;
  }>;
  readonly " $fragmentType": "FollowUpJobsPanel_query";
};
export type FollowUpJobsPanel_query$key = {
  readonly " $data"?: FollowUpJobsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowUpJobsPanel_query">;
};

import FollowUpJobsPanelRefetchQuery_graphql from './FollowUpJobsPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": FollowUpJobsPanelRefetchQuery_graphql
    }
  },
  "name": "FollowUpJobsPanel_query",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "ScheduledJob",
        "kind": "LinkedField",
        "name": "scheduledJobs",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "job",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextRunAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "JobRunView",
            "kind": "LinkedField",
            "name": "lastRun",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "durationMs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ok",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trigger",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "JobRunCount",
                "kind": "LinkedField",
                "name": "counts",
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
                    "name": "value",
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
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 10
          }
        ],
        "concreteType": "RetentionDueCourse",
        "kind": "LinkedField",
        "name": "retentionDue",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "courseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "courseTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orders",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "participants",
            "storageKey": null
          }
        ],
        "storageKey": "retentionDue(limit:10)"
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e7002d2b4aa429fb741091eb554f7a80";

export default node;
