export {
  buildTopology,
  REPORT_NODE,
  type Topology,
  type TopologyNode,
  type TopologyEdge,
  type TopologyInput,
  type EdgeOrigin,
} from "./topology";
