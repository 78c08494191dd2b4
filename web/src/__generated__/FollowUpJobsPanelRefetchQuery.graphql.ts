/**
 * @generated SignedSource<<1df63972482f0aed926288aae44c1fc5>>
 * @relayHash 88be36206b2dc7028f216593713fe068
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29c410cada259939a3ca17ef007c6b1f0cf1747ebc35e933cad93eb77650d5f7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowUpJobsPanelRefetchQuery$variables = Record<PropertyKey, never>;
export type FollowUpJobsPanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FollowUpJobsPanel_query">;
};
export type FollowUpJobsPanelRefetchQuery = {
  response: FollowUpJobsPanelRefetchQuery$data;
  variables: FollowUpJobsPanelRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FollowUpJobsPanelRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FollowUpJobsPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FollowUpJobsPanelRefetchQuery",
    "selections": [
      {
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
      {
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
      }
    ]
  },
  "params": {
    "id": "29c410cada259939a3ca17ef007c6b1f0cf1747ebc35e933cad93eb77650d5f7",
    "metadata": {},
    "name": "FollowUpJobsPanelRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "e7002d2b4aa429fb741091eb554f7a80";

export default node;
