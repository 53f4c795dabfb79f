export { EDGE_LABEL_ROW, EDGE_LABEL_SIZE, NODE_SIZE, edgeKey, graphNodeNames, layoutInputFor, type GraphShape } from "./graph-input";
export {
  LARGE_GRAPH_NODES,
  boundsOf,
  fromElkGraph,
  layoutGraph,
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
