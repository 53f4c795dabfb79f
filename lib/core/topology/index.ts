export {
  buildTopology,
  REPORT_NODE,
  GRAPH_START,
  GRAPH_END,
  type Topology,
  type TopologyNode,
  type TopologyEdge,
  type TopologyInput,
  type EdgeOrigin,
} from "./topology";
