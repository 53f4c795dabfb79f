export { EDGE_LABEL_ROW, EDGE_LABEL_SIZE, NODE_SIZE, edgeKey, graphNodeNames, layoutInputFor, type GraphShape } from "./graph-input";
export {
  GROUP_PADDING,
  LARGE_GRAPH_NODES,
  boundsOf,
  fromElkGraph,
  layoutGraph,
  planLayout,
  runLayoutPlan,
  type LayoutPlan,
  pointAlong,
  toElkGraph,
  type GraphLayout,
  type LayoutEdgeInput,
  type LayoutEngine,
  type LayoutInput,
  type LayoutNodeInput,
  type Point,
  type Rect,
} from "./layout";
export { HUGE_GRAPH_EDGES, HUGE_GRAPH_NODES, isHugeGraph, layeredLayout, longestPathLayers } from "./layered";
