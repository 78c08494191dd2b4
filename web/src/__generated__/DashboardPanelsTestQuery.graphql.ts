/**
 * @generated SignedSource<<a0220a55c75c537ade0c6d0f93957e59>>
 * @relayHash 37f5b4119c0e8700e46b07c9df89cd7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d873bcaa8ea39e72a6da0a43f15b1446807fb68e1c9073d03a96beb05f2783a6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPanelsTestQuery$variables = Record<PropertyKey, never>;
export type DashboardPanelsTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CourseRequests_query" | "RecentBookings_query">;
};
export type DashboardPanelsTestQuery = {
  response: DashboardPanelsTestQuery$data;
  variables: DashboardPanelsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "databaseId",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Order",
  "kind": "LinkedField",
  "name": "order",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  {
    "kind": "Literal",
    "name": "onlyCourseRequests",
    "value": true
  }
],
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Course"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v17 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTimeISO"
},
v19 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Order"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v21 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPanelsTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RecentBookings_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CourseRequests_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardPanelsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "BookingConnection",
        "kind": "LinkedField",
        "name": "adminBookings",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                    "concreteType": "Course",
                    "kind": "LinkedField",
                    "name": "course",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": "adminBookings(first:5)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "search",
          "status"
        ],
        "handle": "connection",
        "key": "BookingsTable_adminBookings",
        "kind": "LinkedHandle",
        "name": "adminBookings"
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "ContactMessageConnection",
        "kind": "LinkedField",
        "name": "adminContactMessages",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactMessageEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactMessage",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isCourseRequest",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Course",
                    "kind": "LinkedField",
                    "name": "requestedCourse",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": "adminContactMessages(first:10,onlyCourseRequests:true)"
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "filters": [
          "search",
          "onlyCourseRequests"
        ],
        "handle": "connection",
        "key": "ContactMessagesTable_adminContactMessages",
        "kind": "LinkedHandle",
        "name": "adminContactMessages"
      }
    ]
  },
  "params": {
    "id": "d873bcaa8ea39e72a6da0a43f15b1446807fb68e1c9073d03a96beb05f2783a6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "adminBookings": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BookingConnection"
        },
        "adminBookings.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BookingEdge"
        },
        "adminBookings.edges.cursor": (v13/*:: as any*/),
        "adminBookings.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Booking"
        },
        "adminBookings.edges.node.__typename": (v13/*:: as any*/),
        "adminBookings.edges.node.course": (v14/*:: as any*/),
        "adminBookings.edges.node.course.databaseId": (v15/*:: as any*/),
        "adminBookings.edges.node.course.id": (v16/*:: as any*/),
        "adminBookings.edges.node.courseTitle": (v17/*:: as any*/),
        "adminBookings.edges.node.createdAt": (v18/*:: as any*/),
        "adminBookings.edges.node.email": (v13/*:: as any*/),
        "adminBookings.edges.node.id": (v16/*:: as any*/),
        "adminBookings.edges.node.message": (v17/*:: as any*/),
        "adminBookings.edges.node.name": (v13/*:: as any*/),
        "adminBookings.edges.node.order": (v19/*:: as any*/),
        "adminBookings.edges.node.order.id": (v16/*:: as any*/),
        "adminBookings.edges.node.order.orderNumber": (v13/*:: as any*/),
        "adminBookings.edges.node.status": {
          "enumValues": [
            "PENDING",
            "CONFIRMED",
            "CANCELLED"
          ],
          "nullable": false,
          "plural": false,
          "type": "BookingStatus"
        },
        "adminBookings.pageInfo": (v20/*:: as any*/),
        "adminBookings.pageInfo.endCursor": (v17/*:: as any*/),
        "adminBookings.pageInfo.hasNextPage": (v21/*:: as any*/),
        "adminBookings.totalCount": (v15/*:: as any*/),
        "adminContactMessages": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ContactMessageConnection"
        },
        "adminContactMessages.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ContactMessageEdge"
        },
        "adminContactMessages.edges.cursor": (v13/*:: as any*/),
        "adminContactMessages.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ContactMessage"
        },
        "adminContactMessages.edges.node.__typename": (v13/*:: as any*/),
        "adminContactMessages.edges.node.createdAt": (v18/*:: as any*/),
        "adminContactMessages.edges.node.email": (v13/*:: as any*/),
        "adminContactMessages.edges.node.id": (v16/*:: as any*/),
        "adminContactMessages.edges.node.isCourseRequest": (v21/*:: as any*/),
        "adminContactMessages.edges.node.message": (v13/*:: as any*/),
        "adminContactMessages.edges.node.name": (v13/*:: as any*/),
        "adminContactMessages.edges.node.order": (v19/*:: as any*/),
        "adminContactMessages.edges.node.order.id": (v16/*:: as any*/),
        "adminContactMessages.edges.node.order.orderNumber": (v13/*:: as any*/),
        "adminContactMessages.edges.node.requestedCourse": (v14/*:: as any*/),
        "adminContactMessages.edges.node.requestedCourse.databaseId": (v15/*:: as any*/),
        "adminContactMessages.edges.node.requestedCourse.id": (v16/*:: as any*/),
        "adminContactMessages.edges.node.subject": (v13/*:: as any*/),
        "adminContactMessages.pageInfo": (v20/*:: as any*/),
        "adminContactMessages.pageInfo.endCursor": (v17/*:: as any*/),
        "adminContactMessages.pageInfo.hasNextPage": (v21/*:: as any*/),
        "adminContactMessages.totalCount": (v15/*:: as any*/)
      }
    },
    "name": "DashboardPanelsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "74dace6849fc33e50e572621f3df126e";

export default node;
